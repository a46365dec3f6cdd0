-- A session that ends (logout, a reused refresh token, a password change elsewhere) takes its
-- devices' Web Push subscriptions with it.
CREATE OR REPLACE FUNCTION gavel_session_ended() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM push_subscriptions WHERE family_id = NEW.family_id;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER refresh_tokens_push AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
  EXECUTE FUNCTION gavel_session_ended();
