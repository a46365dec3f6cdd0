-- Watchlists, the notification outbox, the notification centre, notification settings and Web Push
-- subscriptions (docs/notifications.md).

-- A user's watched products. Deleting a product or a user drops its watches.
CREATE TABLE watches (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX watches_product ON watches (product_id);

-- The outbox: one row per (user, event, channel), written in the transaction of the change that
-- causes it. A worker in every process claims due rows (FOR UPDATE SKIP LOCKED) and delivers them:
-- channel 'inapp' stores the notification (and announces it on /ws after the commit), channel
-- 'push' sends it to the user's push subscriptions. `dedupe_key` makes an event at most once per
-- user and channel (e.g. one "window opens soon" per user per day).
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('inapp', 'push')),
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  dedupe_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  done_at timestamptz,
  last_error text
);
CREATE UNIQUE INDEX outbox_dedupe ON outbox (user_id, channel, dedupe_key) WHERE dedupe_key IS NOT NULL;
CREATE INDEX outbox_due ON outbox (run_at, id) WHERE done_at IS NULL;

-- The notification centre. `outbox_id` is unique: an outbox row becomes at most one notification,
-- whichever process delivers it and however often it is retried.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  outbox_id bigint NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;

-- Per-user settings; no row means the defaults (nothing muted, no "window opens soon", no push).
CREATE TABLE notification_settings (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  muted boolean NOT NULL DEFAULT false,
  window_lead_min integer CHECK (window_lead_min IN (5, 15, 60)),
  push_types jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One Web Push subscription per device (endpoint), tied to the login session that saved it so
-- logout removes it. `locale` is the language the device's notifications are written in.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id uuid,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- Scheduled jobs that must run once across every process (the "window opens soon" job per lead
-- time and day): the process whose INSERT wins runs it.
CREATE TABLE scheduled_runs (
  job text NOT NULL,
  run_key text NOT NULL,
  ran_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, run_key)
);
