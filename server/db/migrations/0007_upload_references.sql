-- Clean-up of unused uploads: when a record first referred to an upload (identity photos, a
-- recharge receipt, a chat image). The sweep deletes uploads still unreferenced some hours after
-- their upload, and never looks again at one that was referenced.
ALTER TABLE uploads ADD COLUMN referenced_at timestamptz;
CREATE INDEX uploads_unreferenced_idx ON uploads (created_at) WHERE referenced_at IS NULL;
