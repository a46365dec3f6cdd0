-- A new notice, or a new version of an agreement: every user.
CREATE OR REPLACE FUNCTION gavel_content_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  u record;
  label text;
BEGIN
  IF TG_TABLE_NAME = 'notices' THEN
    FOR u IN SELECT id FROM users LOOP
      PERFORM gavel_outbox(u.id, 'notice_new', jsonb_build_object('noticeId', NEW.id, 'name', left(NEW.title, 120)));
    END LOOP;
    RETURN NEW;
  END IF;
  IF NEW.body IS DISTINCT FROM OLD.body THEN
    SELECT i.label INTO label FROM dict_items i
     WHERE i.dict_code = 'agreement_article' AND i.value = NEW.id::text LIMIT 1;
    IF label IS NOT NULL THEN
      FOR u IN SELECT id FROM users LOOP
        PERFORM gavel_outbox(u.id, 'agreement_new',
          jsonb_build_object('articleId', NEW.id, 'name', left(NEW.title, 120), 'reason', label));
      END LOOP;
    END IF;
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER notices_notify AFTER INSERT ON notices
  FOR EACH ROW EXECUTE FUNCTION gavel_content_events();
CREATE TRIGGER articles_notify AFTER UPDATE OF body ON articles
  FOR EACH ROW EXECUTE FUNCTION gavel_content_events();
