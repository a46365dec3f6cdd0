-- Core: users and auth, accounts, content, uploads, operator audit. PostgreSQL 15.
CREATE TABLE users (
  id serial PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  password_hash text,
  pay_password_hash text,
  nickname text NOT NULL,
  avatar text,
  invitation_code text NOT NULL UNIQUE,
  inviter_id integer REFERENCES users(id),
  level integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_inviter_idx ON users (inviter_id);

CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_codes_lookup_idx ON sms_codes (phone, purpose, created_at DESC);

CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_events_bucket_idx ON rate_events (bucket, at);

CREATE TABLE addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  name text NOT NULL,
  phone text NOT NULL,
  region text NOT NULL,
  detail text NOT NULL,
  postal_code text,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id);
-- One default address per user, enforced by the database.
CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (user_id) WHERE is_default;

CREATE TABLE bank_cards (
  user_id integer PRIMARY KEY REFERENCES users(id),
  holder_name text NOT NULL,
  bank_name text NOT NULL,
  branch text NOT NULL DEFAULT '',
  card_number text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identities (
  user_id integer PRIMARY KEY REFERENCES users(id),
  real_name text NOT NULL,
  id_number text NOT NULL,
  front_image text,
  back_image text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  submitted_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  pinned boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE articles (
  id integer PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  intro text NOT NULL,
  address text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  website text,
  logo text
);

-- The platform's receiving accounts shown by GetBankInfo; seeded from PLATFORM_BANK_* settings.
CREATE TABLE platform_accounts (
  id serial PRIMARY KEY,
  bank_name text NOT NULL,
  account_name text NOT NULL,
  account_number text NOT NULL,
  branch text,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE app_config (
  code text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE dicts (
  code text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE dict_items (
  id serial PRIMARY KEY,
  dict_code text NOT NULL REFERENCES dicts(code),
  label text NOT NULL,
  value text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Daily price statistics per product type (minor units). type_id is the marketplace's product
-- type id, kept without a foreign key so the core schema does not depend on the market schema.
CREATE TABLE price_points (
  id serial PRIMARY KEY,
  type_id integer NOT NULL,
  type_name text NOT NULL,
  day date NOT NULL,
  average bigint NOT NULL CHECK (average >= 0),
  high bigint NOT NULL CHECK (high >= 0),
  low bigint NOT NULL CHECK (low >= 0),
  volume integer NOT NULL CHECK (volume >= 0),
  UNIQUE (type_id, day)
);

CREATE TABLE levels (
  id integer PRIMARY KEY,
  name text NOT NULL,
  threshold integer NOT NULL CHECK (threshold >= 0)
);
-- Reference data every user row points at (users.level): part of the schema, not the demo seed.
INSERT INTO levels (id, name, threshold) VALUES (1, 'Bronze', 0), (2, 'Silver', 100000), (3, 'Gold', 500000), (4, 'Platinum', 2000000);
ALTER TABLE users ADD CONSTRAINT users_level_fk FOREIGN KEY (level) REFERENCES levels(id);

CREATE TABLE uploads (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  stored_name text NOT NULL UNIQUE,
  original_name text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE upload_keys (
  key text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  filename text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE operator_actions (
  id bigserial PRIMARY KEY,
  operator text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
