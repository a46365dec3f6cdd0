-- Orders: a consigned item sold (its seller is told the amount credited: the buyer's total), and a
-- delivery shipped or delivered.
CREATE OR REPLACE FUNCTION gavel_order_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  seller integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT seller_id INTO seller FROM products WHERE id = NEW.product_id;
    IF seller IS NOT NULL THEN
      PERFORM gavel_outbox(seller, 'consign_sold',
        jsonb_build_object('productId', NEW.product_id, 'name', NEW.product_name, 'amount', NEW.total));
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('shipped', 'delivered') THEN
    PERFORM gavel_outbox(NEW.user_id, CASE NEW.status WHEN 'shipped' THEN 'delivery_shipped' ELSE 'delivery_delivered' END,
      jsonb_build_object('orderId', NEW.id, 'name', NEW.product_name));
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER orders_notify AFTER INSERT OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION gavel_order_events();
