-- The events that notify a user, written to the outbox by triggers: in the same transaction as the
-- change that causes them, whichever code path makes it (an API call, the one-statement buy, an
-- operator command), and with no hook in those modules (docs/notifications.md, "Events").
-- gavel_outbox wakes every process's delivery worker through the event bus when the transaction
-- commits (the bus's channel and frame format: server/realtime/bus.ts).

CREATE OR REPLACE FUNCTION gavel_outbox(p_user integer, p_type text, p_data jsonb, p_dedupe text DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO outbox (user_id, channel, type, data, dedupe_key)
  VALUES (p_user, 'inapp', p_type, p_data, p_dedupe)
  ON CONFLICT (user_id, channel, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING;
  PERFORM pg_notify('gavel_events', '{"t":"notify.outbox","p":{}}');
END
$fn$;
