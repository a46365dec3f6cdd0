-- Content in the reader's language (issue 22, docs/i18n.md "Content in every locale"). The columns
-- of each content table (product_types.name, products.name/description, notices.title/body,
-- articles.title/body, companies.name/intro/address, levels.name, chat_groups.name, app_config
-- app_change_log) hold the text in the default content locale (DEFAULT_CONTENT_LOCALE, en unless
-- set); this one table holds every other locale's text, field by field. A reader's locale without
-- a row falls back to the column, and the answer marks that text with the default locale.
CREATE TABLE content_translations (
  entity text NOT NULL CHECK (entity IN ('product_type', 'product', 'notice', 'article', 'company', 'level', 'chat_group', 'app_config')),
  -- The row's id; 0 for app_config (field is the config code).
  entity_id integer NOT NULL CHECK (entity_id >= 0),
  locale text NOT NULL CHECK (locale IN ('en', 'fr', 'es', 'zh-CN', 'zh-TW')),
  field text NOT NULL CHECK (field IN ('name', 'description', 'title', 'body', 'intro', 'address', 'app_change_log')),
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity, entity_id, locale, field)
);

-- A deleted row takes its translations with it (one table for every kind, so no foreign key).
CREATE OR REPLACE FUNCTION gavel_drop_translations() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM content_translations WHERE entity = TG_ARGV[0] AND entity_id = OLD.id;
  RETURN OLD;
END
$fn$;
CREATE TRIGGER product_types_drop_translations AFTER DELETE ON product_types FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('product_type');
CREATE TRIGGER products_drop_translations AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('product');
CREATE TRIGGER notices_drop_translations AFTER DELETE ON notices FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('notice');
CREATE TRIGGER articles_drop_translations AFTER DELETE ON articles FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('article');
CREATE TRIGGER companies_drop_translations AFTER DELETE ON companies FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('company');
CREATE TRIGGER chat_groups_drop_translations AFTER DELETE ON chat_groups FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('chat_group');
