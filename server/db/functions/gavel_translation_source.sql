-- A new translation row is made from the default locale's text as it is now (issue 41 #6): it
-- takes its source's current revision, whoever inserts it (the console, the CLI, the seed). An
-- edit of an existing row sets source_revision itself (server/content/localized.ts saveText); a
-- copied row (a resale listing's) is set afterwards to its original's (copyProductTexts).
CREATE OR REPLACE FUNCTION gavel_translation_source() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.source_revision := COALESCE(
    (SELECT s.revision FROM content_sources s
      WHERE s.entity = NEW.entity AND s.entity_id = NEW.entity_id AND s.field = NEW.field), 0);
  RETURN NEW;
END
$fn$;
CREATE TRIGGER content_translations_source BEFORE INSERT ON content_translations
  FOR EACH ROW EXECUTE FUNCTION gavel_translation_source();
