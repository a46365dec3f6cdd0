-- A new notice: every user. (A new version of an agreement: gavel_agreement_events.)
CREATE OR REPLACE FUNCTION gavel_content_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  u record;
BEGIN
  FOR u IN SELECT id FROM users LOOP
    PERFORM gavel_outbox(u.id, 'notice_new', jsonb_build_object('noticeId', NEW.id, 'name', left(NEW.title, 120)));
  END LOOP;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER notices_notify AFTER INSERT ON notices
  FOR EACH ROW EXECUTE FUNCTION gavel_content_events();
