-- The events that notify a user, written to the outbox by triggers: in the same transaction as the
-- change that causes them, whichever code path makes it (an API call, the one-statement buy, an
-- operator command), and with no hook in those modules (docs/notifications.md, "Events").
-- gavel_outbox wakes every process's delivery worker through the event bus when the transaction
-- commits (the bus's channel and frame format: server/realtime/bus.ts).

CREATE OR REPLACE FUNCTION gavel_outbox(p_user integer, p_type text, p_data jsonb, p_dedupe text DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO outbox (user_id, channel, type, data, dedupe_key)
  VALUES (p_user, 'inapp', p_type, p_data, p_dedupe)
  ON CONFLICT (user_id, channel, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING;
  PERFORM pg_notify('gavel_events', '{"t":"notify.outbox","p":{}}');
END
$fn$;

-- Every watcher of a product.
CREATE OR REPLACE FUNCTION gavel_outbox_watchers(p_product integer, p_type text, p_data jsonb)
RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  w record;
BEGIN
  FOR w IN SELECT user_id FROM watches WHERE product_id = p_product LOOP
    PERFORM gavel_outbox(w.user_id, p_type, p_data);
  END LOOP;
END
$fn$;

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

-- Applications (recharge, withdrawal, score refund) and identity: decided, with the reason given.
CREATE OR REPLACE FUNCTION gavel_decision_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  kind text := TG_ARGV[0];
  data jsonb;
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('approved', 'rejected', 'verified') THEN
    data := jsonb_build_object('approved', NEW.status <> 'rejected');
    IF NEW.reason IS NOT NULL AND NEW.status = 'rejected' THEN
      data := data || jsonb_build_object('reason', left(NEW.reason, 200));
    END IF;
    IF kind = 'recharge' OR kind = 'withdraw' THEN
      data := data || jsonb_build_object('amount', (to_jsonb(NEW) ->> 'amount')::bigint);
    END IF;
    PERFORM gavel_outbox(NEW.user_id, kind || '_decided', data);
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER recharge_notify AFTER UPDATE OF status ON recharge_applications
  FOR EACH ROW EXECUTE FUNCTION gavel_decision_events('recharge');
CREATE TRIGGER withdraw_notify AFTER UPDATE OF status ON withdraw_applications
  FOR EACH ROW EXECUTE FUNCTION gavel_decision_events('withdraw');
CREATE TRIGGER score_refund_notify AFTER UPDATE OF status ON score_refund_applications
  FOR EACH ROW EXECUTE FUNCTION gavel_decision_events('score_refund');
CREATE TRIGGER identity_notify AFTER UPDATE OF status ON identities
  FOR EACH ROW EXECUTE FUNCTION gavel_decision_events('identity');

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

-- A session that ends (logout, a reused refresh token, a password change elsewhere) takes its
-- devices' Web Push subscriptions with it.
CREATE OR REPLACE FUNCTION gavel_session_ended() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM push_subscriptions WHERE family_id = NEW.family_id;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER refresh_tokens_push AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
  EXECUTE FUNCTION gavel_session_ended();
