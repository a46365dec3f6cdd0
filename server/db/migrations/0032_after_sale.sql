-- After-sale requests (issue 37 #5, docs/decisions.md "After-sale"). Within AFTER_SALE_WINDOW_DAYS
-- of an order's delivered_at its buyer opens a case (not received, damaged, not as described);
-- support asks for more, refunds to the wallet from platform:sales (whole or part; above
-- DUAL_APPROVAL_ABOVE a first approval waits in refund_pending for a second operator), or rejects.
-- One open case per order, enforced here by a partial unique index. The order keeps what was
-- refunded on it by every case (orders.refunded_amount, owned by the market: a refunded order is
-- never consigned), never more than its total.
ALTER TABLE orders ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE orders ADD CONSTRAINT orders_refunded_amount_check
  CHECK (refunded_amount >= 0 AND refunded_amount <= total);

CREATE TABLE after_sale_cases (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('not_received', 'damaged', 'not_as_described')),
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'info_requested', 'refund_pending', 'refunded', 'rejected')),
  opened_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- What this case refunded (0 until refunded).
  refunded_amount bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  -- A refund above DUAL_APPROVAL_ABOVE waiting for its second approval (refund_pending only).
  pending_amount bigint CHECK (pending_amount > 0),
  pending_note text,
  first_approved_by text,
  first_approved_at timestamptz,
  reason_code text CHECK (reason_code IS NULL OR reason_code IN
    ('insufficient_evidence', 'item_as_described', 'delivery_confirmed', 'outside_policy', 'other')),
  closed_at timestamptz,
  CHECK ((status = 'refund_pending') = (pending_amount IS NOT NULL)),
  CHECK ((status IN ('refunded', 'rejected')) = (closed_at IS NOT NULL))
);
CREATE UNIQUE INDEX after_sale_cases_one_open ON after_sale_cases (order_id)
  WHERE status IN ('open', 'info_requested', 'refund_pending');
CREATE INDEX after_sale_cases_user_idx ON after_sale_cases (user_id, updated_at DESC);
CREATE INDEX after_sale_cases_status_idx ON after_sale_cases (status, updated_at);

-- Every step of a case, oldest first. user_id: the case's buyer (on support's steps too: deleting
-- the account erases the texts and photos by it). actor: 'buyer' or the operator's name. photos:
-- the private uploads' stored references (/uploads/private/<name>), at most six a step.
CREATE TABLE after_sale_events (
  id serial PRIMARY KEY,
  case_id integer NOT NULL REFERENCES after_sale_cases(id),
  user_id integer NOT NULL REFERENCES users(id),
  at timestamptz NOT NULL,
  actor text NOT NULL,
  kind text NOT NULL
    CHECK (kind IN ('opened', 'info_requested', 'info_added', 'refund_requested', 'refunded', 'rejected')),
  text text,
  photos jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(photos) = 'array' AND jsonb_array_length(photos) <= 6),
  amount bigint CHECK (amount > 0),
  reason_code text,
  note text
);
CREATE INDEX after_sale_events_case_idx ON after_sale_events (case_id, id);
