-- A decision's notification says why as a reason CODE the app translates (wallet.rejection.<code>),
-- never the operator's free-text note, which is for staff (docs/notifications.md, "Events").
-- Recharges and identity checks (below), withdrawals and score refunds (0013_rejection_reasons.sql)
-- have a code, 'other' when none was given.
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

-- Notifications (and undelivered outbox rows) written before this carried the operator's note:
-- drop it; the rejection reads as 'other'.
UPDATE notifications SET data = (data - 'reason') || '{"reasonCode":"other"}'::jsonb
 WHERE type IN ('recharge_decided', 'withdraw_decided', 'score_refund_decided', 'identity_decided')
   AND data ? 'reason';
UPDATE outbox SET data = (data - 'reason') || '{"reasonCode":"other"}'::jsonb
 WHERE type IN ('recharge_decided', 'withdraw_decided', 'score_refund_decided', 'identity_decided')
   AND data ? 'reason';

-- Recharges get reason codes too (lib/api/schemas/wallet.ts rechargeRejectionReason; operator CLI
-- `recharge reject ID --code C [--reason R]`); the note stays for staff. Earlier rejections: 'other'.
ALTER TABLE recharge_applications ADD COLUMN reason_code text;
UPDATE recharge_applications SET reason_code = 'other' WHERE status = 'rejected';

-- Identity checks too (lib/api/schemas/account.ts identityRejectionReason; operator CLI
-- `identity reject ID --code C [--reason R]`).
ALTER TABLE identities ADD COLUMN reason_code text;
UPDATE identities SET reason_code = 'other' WHERE status = 'rejected';
