-- A new version of an agreement is published (agreement_versions, one row per locale inserted in
-- one statement): every user is told once per agreement, with the article the app opens. The
-- first version is no update (every user accepted it, or the one after it, when registering), so
-- only versions after the first notify. Issue 41: the notification used to hang on the article's
-- body (a console draft changed it too) and looked the article up by the wrong dictionary field,
-- so no publication ever notified anyone; 0023 drops that binding.
CREATE OR REPLACE FUNCTION gavel_agreement_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  v record;
  u record;
BEGIN
  FOR v IN
    SELECT DISTINCT ON (n.agreement) n.agreement, a.id AS article_id, a.title
      FROM added n
      JOIN dict_items i ON i.dict_code = 'agreement_article' AND i.value = n.agreement
      JOIN articles a ON a.id::text = i.label
     WHERE n.version > 1
     ORDER BY n.agreement, n.version DESC
  LOOP
    FOR u IN SELECT id FROM users LOOP
      PERFORM gavel_outbox(u.id, 'agreement_new',
        jsonb_build_object('articleId', v.article_id, 'name', left(v.title, 120), 'reason', v.agreement));
    END LOOP;
  END LOOP;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER agreement_versions_notify AFTER INSERT ON agreement_versions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION gavel_agreement_events();
