-- Issue 37 #1: small purchases without the pay password (docs/decisions.md, "Small purchases").
-- The buyer's chosen daily limit, minor units; 0 is off. gavel_buy_many compares it with the
-- buyer's orders of the day (the auction window's calendar day) under the lock of their account,
-- so two buys at once cannot both slip past it; the index serves that sum.
ALTER TABLE users ADD COLUMN small_pay_limit bigint NOT NULL DEFAULT 0 CHECK (small_pay_limit >= 0);
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at);
