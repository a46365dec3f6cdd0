-- The buy in one statement (server/market/buy.ts calls it; docs/money.md explains it).
-- Before: 11-15 round trips per buy, with the product row locked from the stock UPDATE until COMMIT
-- across ~9 of them. Now one call does the idempotency claim, the window check, the product check,
-- the buyer's debit, the order, the ledger legs and the stored answer, and touches the two rows
-- every buyer shares (the product, the platform's sales or clearing account) last, right before
-- the commit. A refusal RAISEs (HINT 'gavel_buy', MESSAGE the reason, DETAIL a JSON object), so
-- everything the call wrote, the idempotency key included, rolls back.
-- The window rule is lib/auction's (start to end inclusive, an end before the start rolls over),
-- checked on wall-clock time in the window's zone; server/market/buy.test.ts compares the two.
CREATE OR REPLACE FUNCTION gavel_buy(
  p_user integer,
  p_product integer,
  p_qty integer,
  p_now timestamptz,
  p_key text,
  p_hash text,
  p_keep interval
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  w market_settings%ROWTYPE;
  t time;
  s time;
  e time;
  p products%ROWTYPE;
  k idempotency_keys%ROWTYPE;
  v_total bigint;
  v_buyer integer;
  v_balance bigint;
  v_order integer;
  v_purchase bigint;
  v_sale bigint;
  v_seller integer;
  v_seller_balance bigint;
  v_shared integer;
  v_shared_balance bigint;
  v_left integer;
  v_answer jsonb;
BEGIN
  IF p_key IS NOT NULL THEN
    -- A concurrent duplicate blocks here until the first commits (then replays) or rolls back.
    INSERT INTO idempotency_keys (user_id, key, request_hash, created_at)
      VALUES (p_user, p_key, p_hash, p_now) ON CONFLICT (user_id, key) DO NOTHING;
    IF NOT FOUND THEN
      SELECT * INTO k FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
      IF NOT FOUND OR (k.request_hash = p_hash AND k.response IS NULL) THEN
        RAISE EXCEPTION USING MESSAGE = 'key_in_progress', HINT = 'gavel_buy', DETAIL = '{}';
      END IF;
      IF k.request_hash <> p_hash THEN
        RAISE EXCEPTION USING MESSAGE = 'key_mismatch', HINT = 'gavel_buy', DETAIL = '{}';
      END IF;
      RETURN jsonb_build_object('replay', true, 'result', k.response);
    END IF;
    DELETE FROM idempotency_keys WHERE user_id = p_user AND created_at < p_now - p_keep;
  END IF;

  SELECT * INTO w FROM market_settings WHERE id = 1;
  t := (p_now AT TIME ZONE w.time_zone)::time;
  s := w.start_time::time;
  e := w.end_time::time;
  IF NOT (CASE WHEN e < s THEN t <= e OR t >= s ELSE t >= s AND t <= e END) THEN
    RAISE EXCEPTION USING MESSAGE = 'window_closed', HINT = 'gavel_buy',
      DETAIL = jsonb_build_object('startTime', w.start_time, 'endTime', w.end_time, 'timeZone', w.time_zone)::text;
  END IF;

  -- A plain read: early refusals cost no lock. The conditional UPDATE below is the real check.
  SELECT * INTO p FROM products WHERE id = p_product;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING MESSAGE = 'not_found', HINT = 'gavel_buy', DETAIL = '{}';
  END IF;
  IF p.off_shelf THEN
    RAISE EXCEPTION USING MESSAGE = 'off_shelf', HINT = 'gavel_buy', DETAIL = '{}';
  END IF;
  IF p.seller_id = p_user THEN
    RAISE EXCEPTION USING MESSAGE = 'own_item', HINT = 'gavel_buy', DETAIL = '{}';
  END IF;
  IF p.stock < p_qty THEN
    RAISE EXCEPTION USING MESSAGE = 'sold_out', HINT = 'gavel_buy', DETAIL = jsonb_build_object('stock', p.stock)::text;
  END IF;
  -- Money stays a safe JavaScript integer.
  IF p.price > 9007199254740991 / p_qty THEN
    RAISE EXCEPTION USING MESSAGE = 'too_large', HINT = 'gavel_buy', DETAIL = '{}';
  END IF;
  v_total := p.price * p_qty;

  -- The buyer's own row first (nobody else waits on it).
  UPDATE ledger_accounts SET balance = balance - v_total
    WHERE code = 'user:' || p_user || ':available' AND balance >= v_total
    RETURNING id, balance INTO v_buyer, v_balance;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING MESSAGE = 'insufficient_balance', HINT = 'gavel_buy', DETAIL = '{}';
  END IF;

  INSERT INTO orders (user_id, product_id, product_name, product_image, kind, quantity, price, total, status, created_at)
    VALUES (p_user, p.id, p.name, p.images -> 0, p.kind, p_qty, p.price, v_total, 'owned', p_now)
    RETURNING id INTO v_order;
  INSERT INTO ledger_transactions (kind, memo, ref_id, created_at)
    VALUES ('purchase', 'Bought ' || p_qty || ' × ' || p.name, v_order, p_now)
    RETURNING id INTO v_purchase;
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    VALUES (v_purchase, v_buyer, -v_total, v_balance, p_now);

  IF p.seller_id IS NOT NULL THEN
    -- A consigned item: the seller is paid in this transaction (buyer -> clearing -> seller).
    IF p.source_order_id IS NULL THEN
      RAISE EXCEPTION 'consigned product % has no seller order', p.id;
    END IF;
    INSERT INTO ledger_accounts (code, user_id, kind, currency)
      VALUES ('user:' || p.seller_id || ':available', p.seller_id, 'available', 'money')
      ON CONFLICT (code) DO NOTHING;
    UPDATE ledger_accounts SET balance = balance + v_total
      WHERE code = 'user:' || p.seller_id || ':available'
      RETURNING id, balance INTO v_seller, v_seller_balance;
    INSERT INTO ledger_transactions (kind, memo, ref_id, created_at)
      VALUES ('sale', 'Sold ' || p.name, p.source_order_id, p_now)
      RETURNING id INTO v_sale;
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      VALUES (v_sale, v_seller, v_total, v_seller_balance, p_now);
  END IF;

  v_answer := jsonb_build_object(
    'order', jsonb_build_object(
      'id', v_order, 'productId', p.id, 'productName', p.name, 'productImage', p.images -> 0,
      'kind', p.kind, 'quantity', p_qty, 'price', p.price, 'total', v_total, 'status', 'owned',
      'askingPrice', NULL, 'consignedAt', NULL, 'soldAt', NULL, 'delivery', NULL,
      'createdAt', to_char(p_now AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    'balance', v_balance);
  IF p_key IS NOT NULL THEN
    UPDATE idempotency_keys SET response = v_answer WHERE user_id = p_user AND key = p_key;
  END IF;

  -- The hot rows, last. After waiting for another buyer's lock the UPDATE re-reads the row, so
  -- a buyer who lost the race is told the stock as it is now, not as it was read above.
  UPDATE products SET stock = stock - p_qty
    WHERE id = p.id AND NOT off_shelf AND stock >= p_qty AND price = p.price
    RETURNING stock INTO v_left;
  IF NOT FOUND THEN
    SELECT * INTO p FROM products WHERE id = p_product;
    IF p.off_shelf THEN
      RAISE EXCEPTION USING MESSAGE = 'off_shelf', HINT = 'gavel_buy', DETAIL = '{}';
    END IF;
    IF p.stock < p_qty THEN
      RAISE EXCEPTION USING MESSAGE = 'sold_out', HINT = 'gavel_buy', DETAIL = jsonb_build_object('stock', p.stock)::text;
    END IF;
    -- The price changed under us: run the whole buy again (the caller retries 40001).
    RAISE EXCEPTION 'product % changed during the buy', p.id USING ERRCODE = '40001';
  END IF;

  IF p.seller_id IS NULL THEN
    UPDATE ledger_accounts SET balance = balance + v_total WHERE code = 'platform:sales'
      RETURNING id, balance INTO v_shared, v_shared_balance;
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      VALUES (v_purchase, v_shared, v_total, v_shared_balance, p_now);
  ELSE
    -- Clearing takes the money and passes it on: its balance is unchanged, both legs recorded.
    UPDATE ledger_accounts SET balance = balance WHERE code = 'clearing'
      RETURNING id, balance INTO v_shared, v_shared_balance;
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      VALUES (v_purchase, v_shared, v_total, v_shared_balance + v_total, p_now),
             (v_sale, v_shared, -v_total, v_shared_balance, p_now);
    IF v_left = 0 THEN
      UPDATE orders SET status = 'sold', sold_at = p_now WHERE id = p.source_order_id;
    END IF;
  END IF;

  RETURN jsonb_build_object('replay', false, 'result', v_answer, 'stock', v_left);
END;
$fn$;
