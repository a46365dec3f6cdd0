-- After-sale: support's steps the buyer is told of (docs/notifications.md): a request for more,
-- a refund (the amount credited) and a rejection (its reason code, never support's note). The
-- buyer's own steps and a first approval waiting for a second notify nobody.
CREATE OR REPLACE FUNCTION gavel_after_sale_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  c record;
  data jsonb;
BEGIN
  IF NEW.kind NOT IN ('info_requested', 'refunded', 'rejected') THEN
    RETURN NEW;
  END IF;
  SELECT k.user_id, k.order_id, o.product_name INTO c
    FROM after_sale_cases k JOIN orders o ON o.id = k.order_id WHERE k.id = NEW.case_id;
  data := jsonb_build_object('orderId', c.order_id, 'name', c.product_name);
  IF NEW.kind = 'refunded' THEN
    data := data || jsonb_build_object('amount', NEW.amount);
  ELSIF NEW.kind = 'rejected' THEN
    data := data || jsonb_build_object('reasonCode', NEW.reason_code);
  END IF;
  PERFORM gavel_outbox(c.user_id, 'aftersale_' || NEW.kind, data);
  RETURN NEW;
END
$fn$;
CREATE TRIGGER after_sale_events_notify AFTER INSERT ON after_sale_events
  FOR EACH ROW EXECUTE FUNCTION gavel_after_sale_events();
