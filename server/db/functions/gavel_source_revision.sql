-- A content row's text in the default content locale changed (issue 41 #6, docs/i18n.md "Stale
-- translations"): its revision in content_sources goes up by one, stamped now(). A trigger rather
-- than the write paths, because many paths write these columns (the console's editors, the CLI,
-- the item editor, the seed) and a forgotten one would leave translations silently outdated.
-- TG_ARGV: the entity, then the columns that are its texts (each column is named like its field;
-- app_config's one text is the `value` of the row coded app_change_log, field app_change_log).
-- The triggers fire only on an UPDATE naming a text column and changing it (WHEN), so the stock
-- updates of the buy path never call this.
CREATE OR REPLACE FUNCTION gavel_source_revision() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  was jsonb := to_jsonb(OLD);
  now_ jsonb := to_jsonb(NEW);
  v_entity text := TG_ARGV[0];
  v_id integer;
  v_column text;
  v_field text;
  i integer;
BEGIN
  IF v_entity = 'app_config' THEN
    IF now_->>'code' <> 'app_change_log' THEN RETURN NULL; END IF;
    v_id := 0;
  ELSE
    v_id := (now_->>'id')::integer;
  END IF;
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    v_column := TG_ARGV[i];
    v_field := CASE WHEN v_entity = 'app_config' THEN 'app_change_log' ELSE v_column END;
    IF was->>v_column IS DISTINCT FROM now_->>v_column THEN
      INSERT INTO content_sources (entity, entity_id, field, revision, updated_at)
        VALUES (v_entity, v_id, v_field, 1, now())
        ON CONFLICT (entity, entity_id, field)
        DO UPDATE SET revision = content_sources.revision + 1, updated_at = excluded.updated_at;
    END IF;
  END LOOP;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER product_types_source_revision AFTER UPDATE OF name ON product_types
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION gavel_source_revision('product_type', 'name');
CREATE TRIGGER products_source_revision AFTER UPDATE OF name, description ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION gavel_source_revision('product', 'name', 'description');
CREATE TRIGGER notices_source_revision AFTER UPDATE OF title, body ON notices
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.body IS DISTINCT FROM NEW.body)
  EXECUTE FUNCTION gavel_source_revision('notice', 'title', 'body');
CREATE TRIGGER articles_source_revision AFTER UPDATE OF title, body ON articles
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.body IS DISTINCT FROM NEW.body)
  EXECUTE FUNCTION gavel_source_revision('article', 'title', 'body');
CREATE TRIGGER companies_source_revision AFTER UPDATE OF name, intro, address ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.intro IS DISTINCT FROM NEW.intro OR OLD.address IS DISTINCT FROM NEW.address)
  EXECUTE FUNCTION gavel_source_revision('company', 'name', 'intro', 'address');
CREATE TRIGGER levels_source_revision AFTER UPDATE OF name ON levels
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION gavel_source_revision('level', 'name');
CREATE TRIGGER chat_groups_source_revision AFTER UPDATE OF name ON chat_groups
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION gavel_source_revision('chat_group', 'name');
CREATE TRIGGER app_config_source_revision AFTER UPDATE OF value ON app_config
  FOR EACH ROW WHEN (OLD.value IS DISTINCT FROM NEW.value)
  EXECUTE FUNCTION gavel_source_revision('app_config', 'value');
