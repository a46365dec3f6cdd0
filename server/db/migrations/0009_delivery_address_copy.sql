-- A delivery keeps the copy of the address it was sent to (orders.address); the address book
-- entry it was picked from may be deleted. Deleting it answered 500 (a foreign-key violation):
-- now the order's link to the entry is cleared and the copy stays.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_address_id_fkey;
ALTER TABLE orders
  ADD CONSTRAINT orders_address_id_fkey FOREIGN KEY (address_id) REFERENCES addresses (id) ON DELETE SET NULL;
