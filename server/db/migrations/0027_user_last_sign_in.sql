-- Issue 42 #5: the console's users table shows when each user last signed in, and sorts by it.
-- Nothing stored it: refresh tokens hold every rotation too (a refresh is not a sign-in) and are
-- pruned. From now on server/auth/tokens.ts issueTokens sets it whenever it starts a new session
-- family (a password or SMS login, a registration); a refresh keeps it.
--
-- Existing users: the start of their newest session family still on file (the first token of a
-- family is its sign-in); users without one stay NULL ("never", as far as we know).

ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;

UPDATE users u
SET last_sign_in_at = s.at
FROM (
  SELECT user_id, max(started) AS at
  FROM (SELECT user_id, min(created_at) AS started FROM refresh_tokens GROUP BY user_id, family_id) f
  GROUP BY user_id
) s
WHERE s.user_id = u.id;

-- The users table's sorts (registration date and the id are covered by the primary key's order
-- and this one; the balance sort reads ledger_accounts by user_id).
CREATE INDEX users_created_idx ON users (created_at, id);
CREATE INDEX users_last_sign_in_idx ON users (last_sign_in_at, id);
