-- Issue 37 #7: a buyer may delete their account. The users row stays, as a pseudonymous tombstone
-- (the ledger, orders and applications refer to its id and are kept for the retention period,
-- docs/privacy.md "Deleting an account"); server/account/deletion.ts erases its personal columns,
-- sets the phone to a value no real phone can take (`deleted:<id>`) so the unique index lets the
-- phone register again, and stamps when it happened here.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
