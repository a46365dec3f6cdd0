-- A rejected withdrawal or score refund says why as a code the app translates
-- (lib/api/schemas/wallet.ts rejectionReason); the free-text `reason` stays as the operator's note.
-- Rows rejected before this migration had only the note: they read as 'other'.
ALTER TABLE withdraw_applications ADD COLUMN reason_code text;
ALTER TABLE score_refund_applications ADD COLUMN reason_code text;
UPDATE withdraw_applications SET reason_code = 'other' WHERE status = 'rejected';
UPDATE score_refund_applications SET reason_code = 'other' WHERE status = 'rejected';
