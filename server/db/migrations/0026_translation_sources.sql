-- Translations that go stale (issue 41 #6, docs/i18n.md "Stale translations"). Each translatable
-- text in the default content locale (the content tables' own columns) gets a revision counter,
-- raised by a trigger whenever the column's text changes (server/db/functions/
-- gavel_source_revision.sql); each translation row records the revision of the text it was made
-- from. A translation whose source_revision is below its source's revision translates an older
-- text: readers get it marked, the console lists it under "Needs translation".
--
-- No row here is revision 0: a text never edited since this migration. Every existing translation
-- is backfilled with 0, i.e. as made from the current text (nothing says otherwise).
-- No CHECK on entity and field: content_translations' own lists are the ones kept up to date.
CREATE TABLE content_sources (
  entity text NOT NULL,
  -- The row's id; 0 for app_config (field is the config code), as in content_translations.
  entity_id integer NOT NULL CHECK (entity_id >= 0),
  field text NOT NULL,
  revision integer NOT NULL CHECK (revision > 0),
  -- When the default locale's text last changed (the buyers' "updated in English on …").
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity, entity_id, field)
);

-- The revision of the default locale's text this translation was made from. A new row takes the
-- current one (gavel_translation_source.sql); an edit of a translation sets it again.
ALTER TABLE content_translations ADD COLUMN source_revision integer NOT NULL DEFAULT 0 CHECK (source_revision >= 0);
