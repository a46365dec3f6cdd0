-- A deleted row takes its translations with it (one table for every kind, so no foreign key), and
-- its texts' revision counters (issue 41 #6, content_sources).
CREATE OR REPLACE FUNCTION gavel_drop_translations() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM content_translations WHERE entity = TG_ARGV[0] AND entity_id = OLD.id;
  DELETE FROM content_sources WHERE entity = TG_ARGV[0] AND entity_id = OLD.id;
  RETURN OLD;
END
$fn$;
CREATE TRIGGER product_types_drop_translations AFTER DELETE ON product_types FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('product_type');
CREATE TRIGGER products_drop_translations AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('product');
CREATE TRIGGER notices_drop_translations AFTER DELETE ON notices FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('notice');
CREATE TRIGGER articles_drop_translations AFTER DELETE ON articles FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('article');
CREATE TRIGGER companies_drop_translations AFTER DELETE ON companies FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('company');
CREATE TRIGGER chat_groups_drop_translations AFTER DELETE ON chat_groups FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('chat_group');
CREATE TRIGGER platform_accounts_drop_translations AFTER DELETE ON platform_accounts FOR EACH ROW EXECUTE FUNCTION gavel_drop_translations('platform_account');
