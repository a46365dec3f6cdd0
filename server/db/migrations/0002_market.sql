-- Marketplace and wallet: product types, products, the auction window, orders, the double-entry
-- ledger, the applications operators review, and idempotency keys. PostgreSQL 15.
-- Money is bigint minor units everywhere.
CREATE TABLE product_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  icon text,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE products (
  id serial PRIMARY KEY,
  name text NOT NULL,
  type_id integer NOT NULL REFERENCES product_types(id),
  kind text NOT NULL CHECK (kind IN ('auction', 'pickup', 'consumption')),
  price bigint NOT NULL CHECK (price > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  description text NOT NULL DEFAULT '',
  off_shelf boolean NOT NULL DEFAULT false,
  seller_id integer REFERENCES users(id),
  source_order_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_list_idx ON products (created_at DESC, id DESC) WHERE NOT off_shelf;
CREATE INDEX products_type_idx ON products (type_id);

-- One row: the daily auction window (wall-clock HH:mm in time_zone) and the consignment rule.
CREATE TABLE market_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_zone text NOT NULL,
  consign_markup_bp integer NOT NULL DEFAULT 0 CHECK (consign_markup_bp BETWEEN -9000 AND 100000)
);
INSERT INTO market_settings (id, start_time, end_time, time_zone) VALUES (1, '10:00', '22:00', 'UTC');

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  product_id integer NOT NULL REFERENCES products(id),
  product_name text NOT NULL,
  product_image jsonb,
  kind text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price bigint NOT NULL CHECK (price >= 0),
  total bigint NOT NULL CHECK (total >= 0),
  status text NOT NULL CHECK (status IN ('owned', 'consigned', 'sold', 'delivery_requested', 'shipped', 'delivered')),
  asking_price bigint CHECK (asking_price > 0),
  consigned_at timestamptz,
  sold_at timestamptz,
  resale_product_id integer REFERENCES products(id),
  address_id integer REFERENCES addresses(id),
  address jsonb,
  requested_at timestamptz,
  shipped_at timestamptz,
  carrier text,
  tracking_no text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX orders_user_idx ON orders (user_id, id DESC);
ALTER TABLE products ADD CONSTRAINT products_source_order_fk FOREIGN KEY (source_order_id) REFERENCES orders(id);
CREATE UNIQUE INDEX products_source_order_idx ON products (source_order_id) WHERE source_order_id IS NOT NULL;

-- Double-entry ledger. A user's balance is the sum of its entries; `balance` caches it and is
-- updated in the same transaction as the entry, guarded by the CHECK below.
CREATE TABLE ledger_accounts (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  user_id integer REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('available', 'frozen', 'score', 'score_frozen', 'system')),
  currency text NOT NULL CHECK (currency IN ('money', 'score')),
  allow_negative boolean NOT NULL DEFAULT false,
  balance bigint NOT NULL DEFAULT 0,
  CONSTRAINT ledger_accounts_balance_check CHECK (allow_negative OR balance >= 0)
);
INSERT INTO ledger_accounts (code, kind, currency, allow_negative) VALUES ('external:recharge', 'system', 'money', true), ('external:withdrawal', 'system', 'money', false), ('platform:sales', 'system', 'money', false), ('clearing', 'system', 'money', false), ('score:issued', 'system', 'score', true), ('score:refunded', 'system', 'score', false);

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  memo text NOT NULL DEFAULT '',
  ref_id integer,
  created_at timestamptz NOT NULL
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  account_id integer NOT NULL REFERENCES ledger_accounts(id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id DESC);
CREATE INDEX ledger_entries_tx_idx ON ledger_entries (transaction_id);

CREATE TABLE recharge_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  amount bigint NOT NULL CHECK (amount > 0),
  account_id integer NOT NULL REFERENCES platform_accounts(id),
  proof_image text,
  payer_name text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by text
);
CREATE INDEX recharge_applications_user_idx ON recharge_applications (user_id, id DESC);
CREATE INDEX recharge_applications_status_idx ON recharge_applications (status, id);

CREATE TABLE withdraw_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  bank_name text NOT NULL,
  holder_name text NOT NULL,
  card_masked text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by text
);
CREATE INDEX withdraw_applications_user_idx ON withdraw_applications (user_id, id DESC);
CREATE INDEX withdraw_applications_status_idx ON withdraw_applications (status, id);

CREATE TABLE score_refund_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  points bigint NOT NULL CHECK (points > 0),
  note text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by text
);
CREATE INDEX score_refund_applications_status_idx ON score_refund_applications (status, id);

-- Idempotency-Key: the row is inserted in the same transaction as the effect, so a concurrent
-- duplicate waits on the primary key and then reads the first answer.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users(id),
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
