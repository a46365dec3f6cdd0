-- Applications (recharge, withdrawal, score refund) and identity checks: decided. A rejection's
-- notification says why as a reason CODE the app translates (wallet.rejection.<code>), never the
-- operator's free-text note, which is for staff (docs/notifications.md, "Events"); 'other' when
-- none was given (0013_rejection_reasons.sql, 0016_notify_reason_codes.sql added the codes).
CREATE OR REPLACE FUNCTION gavel_decision_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  kind text := TG_ARGV[0];
  data jsonb;
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('approved', 'rejected', 'verified') THEN
    data := jsonb_build_object('approved', NEW.status <> 'rejected');
    IF NEW.status = 'rejected' THEN
      data := data || jsonb_build_object('reasonCode', coalesce(to_jsonb(NEW) ->> 'reason_code', 'other'));
    END IF;
    IF kind = 'recharge' OR kind = 'withdraw' THEN
      data := data || jsonb_build_object('amount', (to_jsonb(NEW) ->> 'amount')::bigint);
    END IF;
    PERFORM gavel_outbox(NEW.user_id, kind || '_decided', data);
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER recharge_notify AFTER UPDATE OF status ON recharge_applications
  FOR EACH ROW EXECUTE FUNCTION gavel_decision_events('recharge');
CREATE TRIGGER withdraw_notify AFTER UPDATE OF status ON withdraw_applications
  FOR EACH ROW EXECUTE FUNCTION gavel_decision_events('withdraw');
CREATE TRIGGER score_refund_notify AFTER UPDATE OF status ON score_refund_applications
  FOR EACH ROW EXECUTE FUNCTION gavel_decision_events('score_refund');
CREATE TRIGGER identity_notify AFTER UPDATE OF status ON identities
  FOR EACH ROW EXECUTE FUNCTION gavel_decision_events('identity');
