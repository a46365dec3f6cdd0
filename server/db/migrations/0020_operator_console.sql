-- The operator console (issue 23): operator accounts with their own sessions, the audit log's
-- who/where/before/after, the two-person rule's first approval, and frozen buyer accounts.

CREATE TABLE operator_accounts (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('viewer', 'support', 'finance', 'catalogue', 'admin')),
  password_hash text NOT NULL,
  -- AES-256-GCM under DATA_DIR/console-key: iv.tag.ciphertext, base64url.
  totp_secret_enc text NOT NULL,
  -- The last accepted TOTP time step: a code of this step or an earlier one is refused (replay).
  totp_last_step bigint NOT NULL DEFAULT 0,
  disabled boolean NOT NULL DEFAULT false,
  must_change_password boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);

CREATE TABLE operator_sessions (
  -- SHA-256 of the cookie's token (hex): the token itself is never stored.
  id text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operator_accounts(id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  address text
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

ALTER TABLE operator_actions ADD COLUMN via text;
ALTER TABLE operator_actions ADD COLUMN address text;
ALTER TABLE operator_actions ADD COLUMN before jsonb;
ALTER TABLE operator_actions ADD COLUMN after jsonb;
CREATE INDEX operator_actions_at ON operator_actions (at);
CREATE INDEX operator_actions_operator ON operator_actions (operator, at);

-- Append-only: nothing in the code updates or deletes an audit row, and the table refuses it.
CREATE FUNCTION operator_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions is append-only (% refused)', TG_OP;
END;
$$;
CREATE TRIGGER operator_actions_no_update_delete BEFORE UPDATE OR DELETE ON operator_actions
  FOR EACH ROW EXECUTE FUNCTION operator_actions_append_only();
CREATE TRIGGER operator_actions_no_truncate BEFORE TRUNCATE ON operator_actions
  FOR EACH STATEMENT EXECUTE FUNCTION operator_actions_append_only();

ALTER TABLE withdraw_applications ADD COLUMN first_approved_by text;
ALTER TABLE withdraw_applications ADD COLUMN first_approved_at timestamptz;
ALTER TABLE score_refund_applications ADD COLUMN first_approved_by text;
ALTER TABLE score_refund_applications ADD COLUMN first_approved_at timestamptz;

ALTER TABLE users ADD COLUMN frozen_at timestamptz;
ALTER TABLE users ADD COLUMN frozen_reason text;
