-- The whole account number a withdrawal is paid to (issue 42 #1). 0002 kept only the masked
-- number on the application, so finance could not pay one: the card the buyer names may change
-- afterwards, so the number is copied onto the application when it is made, like the bank and
-- holder names. Shown whole only through the audited reveal (revealApplication, finance and admin).
--
-- Older applications: filled from the buyer's saved card when its last four still match the
-- masked number; otherwise left empty (the card has changed since: the console says so).
ALTER TABLE withdraw_applications ADD COLUMN card_number text;

UPDATE withdraw_applications w SET card_number = b.card_number
  FROM bank_cards b
  WHERE b.user_id = w.user_id AND right(b.card_number, 4) = right(w.card_masked, 4);
