-- The rules a buyer must pass against the product as `p` holds it (with p.stock the stock left for
-- this buyer): null, or {"refused": reason, "detail": {...}}. gavel_buy_many calls it twice per
-- buyer: read-only before any lock, then on the locked product with the stock left for them.
-- First written in 0008_buy_many.sql; the window rule is lib/auction's (server/market/buy.test.ts
-- compares the two). A start equal to the end is open all day (lib/auction/status.ts says why).
CREATE OR REPLACE FUNCTION gavel_buy_refusal(
  w market_settings,
  p products,
  p_user integer,
  p_qty integer,
  p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  t time := (p_now AT TIME ZONE w.time_zone)::time;
  s time := w.start_time::time;
  e time := w.end_time::time;
BEGIN
  IF NOT (CASE WHEN e = s THEN true WHEN e < s THEN t <= e OR t >= s ELSE t >= s AND t <= e END) THEN
    RETURN jsonb_build_object('refused', 'window_closed', 'detail',
      jsonb_build_object('startTime', w.start_time, 'endTime', w.end_time, 'timeZone', w.time_zone));
  END IF;
  IF p.id IS NULL THEN
    RETURN jsonb_build_object('refused', 'not_found', 'detail', '{}'::jsonb);
  END IF;
  IF p.off_shelf THEN
    RETURN jsonb_build_object('refused', 'off_shelf', 'detail', '{}'::jsonb);
  END IF;
  IF p.seller_id = p_user THEN
    RETURN jsonb_build_object('refused', 'own_item', 'detail', '{}'::jsonb);
  END IF;
  IF p.stock < p_qty THEN
    RETURN jsonb_build_object('refused', 'sold_out', 'detail', jsonb_build_object('stock', p.stock));
  END IF;
  -- Money stays a safe JavaScript integer.
  IF p.price > 9007199254740991 / p_qty THEN
    RETURN jsonb_build_object('refused', 'too_large', 'detail', '{}'::jsonb);
  END IF;
  RETURN NULL;
END;
$fn$;
