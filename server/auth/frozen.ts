// Frozen accounts (issue 23): an operator freezes a buyer's account with a staff note; the buyer
// can still sign in and read, but buy, consign, recharge, withdraw and changing the withdrawal
// card (SaveUserBankInfo) answer 403 account_frozen.
// The one rule, decided where the change happens and in its transaction, so a freeze cannot be
// raced:
// - recharge, withdraw, consign, the withdrawal card: `refuseIfFrozen` reads the user's row with a NO KEY UPDATE lock
//   (the lock the pending cap already takes, server/wallet/applications.ts), so it waits for a
//   freeze in flight and then reads it;
// - buy: gavel_buy_many (migration 0021) reads frozen_at after it has locked the buyer's available
//   account, and `setFrozen` locks the user's accounts before it commits.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';

/** The buyer's refusal (translated in messages/*.json under the reason code). */
export const accountFrozen = () => forbidden('Your account is suspended: contact support', 'account_frozen');

/**
 * Refuses a money or listing move of a frozen account. Call it first in the move's transaction:
 * the row lock orders it against a freeze (either the freeze committed first and this sees it, or
 * this transaction commits first and the freeze waits for it).
 */
export async function refuseIfFrozen(tx: Tx, userId: number): Promise<void> {
  const [row] = await tx
    .select({ frozenAt: users.frozenAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw notFound('User');
  if (row.frozenAt !== null) throw accountFrozen();
}

export interface FrozenState {
  frozenAt: Date | null;
  frozenReason: string | null;
}

/**
 * Freezes (with the staff note) or unfreezes an account; answers the state before and after.
 * Freezing an account already frozen keeps when it was frozen and replaces the note.
 */
export async function setFrozen(
  tx: Tx,
  userId: number,
  frozen: boolean,
  note: string | null,
  now: Date,
): Promise<{ before: FrozenState; after: FrozenState }> {
  // The user's row first (the order refuseIfFrozen's transactions take it in), then the accounts.
  const [before] = await tx
    .select({ frozenAt: users.frozenAt, frozenReason: users.frozenReason })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!before) throw notFound('User');
  const after: FrozenState = frozen
    ? { frozenAt: before.frozenAt ?? now, frozenReason: note }
    : { frozenAt: null, frozenReason: null };
  await tx.update(users).set(after).where(eq(users.id, userId));
  // A buy in flight holds the buyer's account locks until it commits; waiting for them here means
  // no buy commits after this freeze answers (gavel_buy_many reads frozen_at under those locks).
  await tx.execute(sql`SELECT id FROM ledger_accounts WHERE user_id = ${userId} ORDER BY id FOR UPDATE`);
  return { before, after };
}
