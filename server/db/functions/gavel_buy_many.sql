-- The buy for many buyers of one product in one transaction (group commit; docs/money.md,
-- "Buying"). gavel_buy (0005) is one transaction per buyer, and a buyer who waits for the product
-- row waits for the previous buyer's COMMIT: at window open the 100 winners of an item formed a
-- chain of 100 commits. Here the buyers the server has queued for one product go together: one
-- lock of the product row, one COMMIT, and each buyer is still checked on their own (window,
-- product, own item, stock in arrival order, their own balance, their own Idempotency-Key).
--
-- p_buys: a JSON array in arrival order of {"u": user, "q": quantity, "n": request time,
-- "k": Idempotency-Key or null, "h": request hash or null, "s": true when no pay password was
-- given (a small purchase: see below), absent or false when the server checked it}. The answer: an array in the same
-- order, each {"replay": true, "result": first answer}, {"replay": false, "result": answer,
-- "stock": left after this buyer}, or {"refused": reason, "detail": {...}}. A refused buyer
-- stores nothing (its key claim is deleted in the same transaction) and changes nothing for the
-- others. Any error fails the whole call, which rolls back; the server then runs each buyer alone.
--
-- Refusals read only: a call in which every buyer is refused before the lock writes nothing.
-- Locks are always taken in one order: the product row, then the shared account
-- (platform:sales or clearing), then the buyers' keys sorted by (user, key), then the accounts
-- of the buyers and the seller in id order. Transactions with one key (server/market/idempotency.ts)
-- claim their key before any account, so neither they nor two of these calls can wait on each
-- other in a circle.
--
-- Frozen buyers (0021_frozen_accounts.sql): a buyer is checked after their available account is
-- locked, and a freeze (server/account/frozen.ts) locks that account before it commits, so a buy
-- and a freeze at the same moment are one after the other, never both "first".
--
-- Small purchases without the pay password (0030_small_pay_limit.sql): a buyer marked "s" buys
-- only while their orders of the day (the auction window's calendar day, as the dashboard counts
-- days), this one included, stay within users.small_pay_limit; otherwise pay_password_required
-- (pay_password_not_set when they have none). Read under the lock of their available account, a
-- fresh snapshot per statement: two buys of one buyer at once (of any products) take that lock
-- one after the other, and the second counts the first's order, so both cannot slip past it.

CREATE OR REPLACE FUNCTION gavel_buy_many(
  p_product integer,
  p_buys jsonb,
  p_keep interval
) RETURNS jsonb LANGUAGE plpgsql AS $fn$
DECLARE
  n_buys integer := jsonb_array_length(p_buys);
  w market_settings%ROWTYPE;
  p products%ROWTYPE;
  k idempotency_keys%ROWTYPE;
  u integer[];
  q integer[];
  tm timestamptz[];
  ky text[];
  hs text[];
  outcome jsonb[];
  -- Still to buy after the read-only checks; claimed: its key row is ours (deleted if refused).
  pending boolean[];
  claimed boolean[];
  n_pending integer := 0;
  i integer;
  v_refusal jsonb;
  v_stock integer;
  v_stock_before integer;
  v_sold_at timestamptz;
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
  v_answer jsonb;
  v_users integer[];
  v_cut timestamptz;
  v_frozen integer[];
  sm boolean[];
  v_limit bigint;
  v_has_pay boolean;
  v_spent bigint;
BEGIN
  FOR i IN 1 .. n_buys LOOP
    u[i] := (p_buys -> (i - 1) ->> 'u')::integer;
    q[i] := (p_buys -> (i - 1) ->> 'q')::integer;
    tm[i] := (p_buys -> (i - 1) ->> 'n')::timestamptz;
    ky[i] := p_buys -> (i - 1) ->> 'k';
    hs[i] := p_buys -> (i - 1) ->> 'h';
    sm[i] := coalesce((p_buys -> (i - 1) ->> 's')::boolean, false);
    pending[i] := false;
    claimed[i] := false;
  END LOOP;

  -- 1. Read only: a key used before answers its first answer; then the window and the product as
  --    last committed. A refused buyer looks at its key once more: the same key's first request
  --    may have committed meanwhile (taking the last one, say), and its answer wins.
  SELECT * INTO w FROM market_settings WHERE id = 1;
  SELECT * INTO p FROM products WHERE id = p_product;
  FOR i IN 1 .. n_buys LOOP
    IF ky[i] IS NOT NULL THEN
      SELECT * INTO k FROM idempotency_keys WHERE user_id = u[i] AND key = ky[i];
      IF FOUND THEN
        outcome[i] := CASE WHEN k.request_hash = hs[i]
          THEN jsonb_build_object('replay', true, 'result', k.response)
          ELSE jsonb_build_object('refused', 'key_mismatch', 'detail', '{}'::jsonb) END;
        CONTINUE;
      END IF;
    END IF;
    v_refusal := gavel_buy_refusal(w, p, u[i], q[i], tm[i]);
    IF v_refusal IS NULL THEN
      pending[i] := true;
      n_pending := n_pending + 1;
      CONTINUE;
    END IF;
    outcome[i] := v_refusal;
    IF ky[i] IS NOT NULL THEN
      SELECT * INTO k FROM idempotency_keys WHERE user_id = u[i] AND key = ky[i];
      IF FOUND AND k.request_hash = hs[i] THEN
        outcome[i] := jsonb_build_object('replay', true, 'result', k.response);
      END IF;
    END IF;
  END LOOP;
  IF n_pending = 0 THEN
    RETURN to_jsonb(outcome);
  END IF;

  -- 2. The locks, in the one order (see the top of this file). From here the product is the
  --    locked row, its stock counted down buyer by buyer.
  SELECT * INTO p FROM products WHERE id = p_product FOR UPDATE;
  v_stock := p.stock;
  v_stock_before := p.stock;
  IF p.seller_id IS NULL THEN
    SELECT id, balance INTO v_shared, v_shared_balance FROM ledger_accounts WHERE code = 'platform:sales' FOR UPDATE;
  ELSE
    -- A consigned item: the seller is paid in each buyer's transaction (buyer -> clearing -> seller).
    IF p.source_order_id IS NULL THEN
      RAISE EXCEPTION 'consigned product % has no seller order', p.id;
    END IF;
    SELECT id, balance INTO v_shared, v_shared_balance FROM ledger_accounts WHERE code = 'clearing' FOR UPDATE;
  END IF;

  -- Keys sorted by (user, key). A concurrent duplicate's claim makes this wait until it commits
  -- (then its answer replays) or rolls back (then this one claims it).
  FOR i IN SELECT o.idx FROM unnest(u, ky, pending) WITH ORDINALITY AS o(uid, kk, pend, idx)
             WHERE o.pend AND o.kk IS NOT NULL ORDER BY o.uid, o.kk LOOP
    INSERT INTO idempotency_keys (user_id, key, request_hash, created_at)
      VALUES (u[i], ky[i], hs[i], tm[i]) ON CONFLICT (user_id, key) DO NOTHING;
    IF FOUND THEN
      claimed[i] := true;
      CONTINUE;
    END IF;
    pending[i] := false;
    SELECT * INTO k FROM idempotency_keys WHERE user_id = u[i] AND key = ky[i];
    IF NOT FOUND OR (k.request_hash = hs[i] AND k.response IS NULL) THEN
      outcome[i] := jsonb_build_object('refused', 'key_in_progress', 'detail', '{}'::jsonb);
    ELSIF k.request_hash <> hs[i] THEN
      outcome[i] := jsonb_build_object('refused', 'key_mismatch', 'detail', '{}'::jsonb);
    ELSE
      outcome[i] := jsonb_build_object('replay', true, 'result', k.response);
    END IF;
  END LOOP;

  -- Housekeeping for these users only (cheap on the primary key): keys answer replays for p_keep.
  SELECT array_agg(o.uid), min(o.t) - p_keep INTO v_users, v_cut
    FROM unnest(u, tm, claimed) AS o(uid, t, cl) WHERE o.cl;
  DELETE FROM idempotency_keys WHERE user_id = ANY (v_users) AND created_at < v_cut;

  IF p.seller_id IS NOT NULL THEN
    INSERT INTO ledger_accounts (code, user_id, kind, currency)
      VALUES ('user:' || p.seller_id || ':available', p.seller_id, 'available', 'money')
      ON CONFLICT (code) DO NOTHING;
  END IF;
  PERFORM 1 FROM ledger_accounts
    WHERE code = ANY (
      SELECT 'user:' || o.uid || ':available' FROM unnest(u, pending) AS o(uid, pend) WHERE o.pend
      UNION ALL SELECT 'user:' || p.seller_id || ':available' WHERE p.seller_id IS NOT NULL)
    ORDER BY id FOR UPDATE;

  -- Frozen buyers (0021), read only now, under the lock of their available account: a freeze
  -- (server/account/frozen.ts) locks the same rows before it commits, so either it waited for this
  -- buy to commit first, or this statement (a fresh snapshot: the function is VOLATILE) sees it.
  SELECT array_agg(id) INTO v_frozen FROM users
    WHERE id = ANY (SELECT o.uid FROM unnest(u, pending) AS o(uid, pend) WHERE o.pend) AND frozen_at IS NOT NULL;

  -- 3. Each buyer in arrival order, on the locked product with the stock left for them.
  FOR i IN 1 .. n_buys LOOP
    CONTINUE WHEN NOT pending[i];
    p.stock := v_stock;
    IF u[i] = ANY (coalesce(v_frozen, '{}')) THEN
      v_refusal := jsonb_build_object('refused', 'account_frozen', 'detail', '{}'::jsonb);
    ELSE
      v_refusal := gavel_buy_refusal(w, p, u[i], q[i], tm[i]);
    END IF;
    IF v_refusal IS NULL AND sm[i] THEN
      SELECT small_pay_limit, pay_password_hash IS NOT NULL INTO v_limit, v_has_pay FROM users WHERE id = u[i];
      SELECT coalesce(sum(total), 0) INTO v_spent FROM orders
        WHERE user_id = u[i]
          AND created_at >= date_trunc('day', tm[i] AT TIME ZONE w.time_zone) AT TIME ZONE w.time_zone;
      IF NOT coalesce(v_has_pay, false) THEN
        v_refusal := jsonb_build_object('refused', 'pay_password_not_set', 'detail', '{}'::jsonb);
      ELSIF v_spent + p.price * q[i] > coalesce(v_limit, 0) THEN
        v_refusal := jsonb_build_object('refused', 'pay_password_required', 'detail', '{}'::jsonb);
      END IF;
    END IF;
    IF v_refusal IS NULL THEN
      v_total := p.price * q[i];
      -- A conditional UPDATE that finds nothing writes nothing.
      UPDATE ledger_accounts SET balance = balance - v_total
        WHERE code = 'user:' || u[i] || ':available' AND balance >= v_total
        RETURNING id, balance INTO v_buyer, v_balance;
      IF NOT FOUND THEN
        v_refusal := jsonb_build_object('refused', 'insufficient_balance', 'detail', '{}'::jsonb);
      END IF;
    END IF;
    IF v_refusal IS NOT NULL THEN
      IF claimed[i] THEN
        DELETE FROM idempotency_keys WHERE user_id = u[i] AND key = ky[i];
      END IF;
      outcome[i] := v_refusal;
      CONTINUE;
    END IF;

    INSERT INTO orders (user_id, product_id, product_name, product_image, kind, quantity, price, total, status, created_at)
      VALUES (u[i], p.id, p.name, p.images -> 0, p.kind, q[i], p.price, v_total, 'owned', tm[i])
      RETURNING id INTO v_order;
    INSERT INTO ledger_transactions (kind, memo, ref_id, created_at)
      VALUES ('purchase', 'Bought ' || q[i] || ' × ' || p.name, v_order, tm[i])
      RETURNING id INTO v_purchase;
    IF p.seller_id IS NULL THEN
      -- platform:sales: one entry per buyer with its running balance; the row itself is written
      -- once, after the loop, with the last of them.
      v_shared_balance := v_shared_balance + v_total;
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
        VALUES (v_purchase, v_buyer, -v_total, v_balance, tm[i]),
               (v_purchase, v_shared, v_total, v_shared_balance, tm[i]);
    ELSE
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
        VALUES (v_purchase, v_buyer, -v_total, v_balance, tm[i]);
      -- A consigned item: the seller is paid in the same transaction (buyer -> clearing -> seller).
      UPDATE ledger_accounts SET balance = balance + v_total
        WHERE code = 'user:' || p.seller_id || ':available'
        RETURNING id, balance INTO v_seller, v_seller_balance;
      INSERT INTO ledger_transactions (kind, memo, ref_id, created_at)
        VALUES ('sale', 'Sold ' || p.name, p.source_order_id, tm[i])
        RETURNING id INTO v_sale;
      -- Clearing takes the money and passes it on: its balance is unchanged, both legs recorded.
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
        VALUES (v_sale, v_seller, v_total, v_seller_balance, tm[i]),
               (v_purchase, v_shared, v_total, v_shared_balance + v_total, tm[i]),
               (v_sale, v_shared, -v_total, v_shared_balance, tm[i]);
    END IF;

    v_answer := jsonb_build_object(
      'order', jsonb_build_object(
        'id', v_order, 'productId', p.id, 'productName', p.name, 'productImage', p.images -> 0,
        'kind', p.kind, 'quantity', q[i], 'price', p.price, 'total', v_total, 'status', 'owned',
        'askingPrice', NULL, 'consignedAt', NULL, 'soldAt', NULL, 'delivery', NULL,
        'createdAt', to_char(tm[i] AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      'balance', v_balance);
    IF claimed[i] THEN
      UPDATE idempotency_keys SET response = v_answer WHERE user_id = u[i] AND key = ky[i];
    END IF;
    v_stock := v_stock - q[i];
    v_sold_at := tm[i];
    outcome[i] := jsonb_build_object('replay', false, 'result', v_answer, 'stock', v_stock);
  END LOOP;

  -- 4. The shared rows, written once for everyone who bought.
  IF v_stock <> v_stock_before THEN
    UPDATE products SET stock = v_stock WHERE id = p.id;
    IF p.seller_id IS NULL THEN
      UPDATE ledger_accounts SET balance = v_shared_balance WHERE id = v_shared;
    ELSIF v_stock = 0 THEN
      UPDATE orders SET status = 'sold', sold_at = v_sold_at WHERE id = p.source_order_id;
    END IF;
  END IF;
  RETURN to_jsonb(outcome);
END;
$fn$;
