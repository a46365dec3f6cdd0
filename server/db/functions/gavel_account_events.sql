-- A buyer's account is suspended (an operator freezes it) or active again (unfrozen), issue 37 #2:
-- the buyer is told in the centre, by Web Push when chosen, and live, and the app re-reads getInfo
-- on the live frame so the banner and the disabled buttons follow without a reload
-- (docs/notifications.md, "Events"). Only a change of state notifies: freezing an account already
-- frozen (a new staff note) says nothing again. The staff note never reaches the buyer. Deleting
-- an account sets frozen_at too (server/account/deletion.ts): a deleted account is told nothing.
CREATE OR REPLACE FUNCTION gavel_account_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF (OLD.frozen_at IS NULL) <> (NEW.frozen_at IS NULL) AND NEW.deleted_at IS NULL THEN
    PERFORM gavel_outbox(NEW.id, 'account_status', jsonb_build_object('suspended', NEW.frozen_at IS NOT NULL));
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER users_account_status_notify AFTER UPDATE OF frozen_at ON users
  FOR EACH ROW EXECUTE FUNCTION gavel_account_events();
