-- Every watcher of a product (the notification events, gavel_product_events).
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
