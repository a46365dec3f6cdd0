-- The order timeline (issue 27): every step's time was already stored (created_at, consigned_at,
-- sold_at, requested_at, shipped_at, delivered_at); what was not is who closed the delivery. A
-- buyer now confirms receipt (confirmReceipt) or an operator marks it delivered (order deliver):
-- the timeline says which. Orders delivered before this migration were all marked by an operator.
ALTER TABLE orders ADD COLUMN delivered_by text;
UPDATE orders SET delivered_by = 'operator' WHERE delivered_at IS NOT NULL;
ALTER TABLE orders ADD CONSTRAINT orders_delivered_by_check
  CHECK (delivered_by IS NULL OR delivered_by IN ('buyer', 'operator'));
