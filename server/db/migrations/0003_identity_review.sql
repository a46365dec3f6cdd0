-- Identity verification review (submitIdentity / getIdentity, operator identity commands):
-- why a submission was rejected, when and by whom it was decided. The status vocabulary
-- (pending, verified, rejected) is unchanged.
ALTER TABLE identities ADD COLUMN reason text;
ALTER TABLE identities ADD COLUMN reviewed_at timestamptz;
ALTER TABLE identities ADD COLUMN reviewed_by text;
CREATE INDEX identities_status_idx ON identities (status, submitted_at);
