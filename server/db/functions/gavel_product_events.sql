-- Products: restocked (stock from 0 to more), back on the shelf, or a piece put back on the market
-- by consignment (a new listing whose chain of earlier listings holds a watched one: its watchers
-- hear about the new listing, once each).
CREATE OR REPLACE FUNCTION gavel_product_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  w record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.source_order_id IS NOT NULL THEN
      FOR w IN
        WITH RECURSIVE chain(product_id, depth) AS (
          SELECT o.product_id, 0 FROM orders o WHERE o.id = NEW.source_order_id
          UNION ALL
          SELECT o.product_id, c.depth + 1
            FROM chain c JOIN products p ON p.id = c.product_id JOIN orders o ON o.id = p.source_order_id
           WHERE c.depth < 100
        )
        SELECT DISTINCT wa.user_id FROM watches wa JOIN chain c ON c.product_id = wa.product_id
         WHERE wa.user_id <> NEW.seller_id
      LOOP
        PERFORM gavel_outbox(w.user_id, 'watch_consigned',
          jsonb_build_object('productId', NEW.id, 'name', NEW.name, 'amount', NEW.price));
      END LOOP;
    END IF;
    RETURN NEW;
  END IF;
  IF NOT NEW.off_shelf AND OLD.off_shelf THEN
    PERFORM gavel_outbox_watchers(NEW.id, 'watch_listed', jsonb_build_object('productId', NEW.id, 'name', NEW.name));
  ELSIF NOT NEW.off_shelf AND OLD.stock = 0 AND NEW.stock > 0 THEN
    PERFORM gavel_outbox_watchers(NEW.id, 'watch_restocked', jsonb_build_object('productId', NEW.id, 'name', NEW.name));
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER products_notify AFTER INSERT OR UPDATE OF stock, off_shelf ON products
  FOR EACH ROW EXECUTE FUNCTION gavel_product_events();
