-- Issue 37 #6, "Download my data" (docs/privacy.md): RequestDataExport issues a one-time download
-- token; DownloadDataExport spends it. Only the token's SHA-256 is kept (a copy of this table
-- cannot download anything), and no copy of the data: the document is built when it is
-- downloaded. used_at is set by the one UPDATE that spends a token, so a second download with the
-- same token finds it spent, in any server process. How often a user may ask is counted in
-- rate_events (server/http/rate-limit.ts), like the other per-user limits.
CREATE TABLE data_export_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX data_export_tokens_user_idx ON data_export_tokens (user_id, created_at);
