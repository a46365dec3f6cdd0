// What stands in the way of deleting an account (issue 37 #7): money still on it, points, an
// application an operator has not decided, goods bought and not yet delivered (or still for sale),
// a suspension. Deleting must never take money or goods away from their owner, nor end a case an
// operator is working on. One list, read by GetAccountDeletionBlockers (so the screen names them
// before it asks for the password and a code) and again by DeleteAccount inside its transaction,
// under the locks it takes, so a move that commits meanwhile is seen.
import { sql } from 'drizzle-orm';
import { DELETION_BLOCKERS, type DeletionBlocker } from '@/lib/api/limits';
import type { Reason } from '@/lib/api/reasons';
import { rows, type Executor } from '../db/client';

/** Each blocker is also DeleteAccount's refusal reason, translated like any other. */
DELETION_BLOCKERS satisfies readonly Reason[];

/** Order statuses still in flight: the goods are the buyer's but not yet in their hands. */
export const ORDERS_IN_FLIGHT = ['owned', 'consigned', 'delivery_requested', 'shipped'] as const;

const exists = async (exec: Executor, query: ReturnType<typeof sql>) =>
  (await rows<{ found: boolean }>(exec, sql`SELECT EXISTS (${query}) AS found`))[0]?.found === true;

/**
 * The checks, one per blocker, in the order the screen lists them.
 *
 * An open after-sale case (issue 37 #5) blocks too: support is working on it, and its refund would
 * land on the account being deleted.
 */
export const DELETION_BLOCKER_CHECKS = {
  // Available and held money (a withdrawal on hold is also an application, below).
  balance_not_zero: (exec, userId) =>
    exists(exec, sql`SELECT 1 FROM ledger_accounts WHERE user_id = ${userId} AND currency = 'money' AND balance <> 0`),
  points_not_zero: (exec, userId) =>
    exists(exec, sql`SELECT 1 FROM ledger_accounts WHERE user_id = ${userId} AND currency = 'score' AND balance <> 0`),
  applications_pending: (exec, userId) =>
    exists(
      exec,
      sql`SELECT 1 FROM recharge_applications WHERE user_id = ${userId} AND status = 'pending'
          UNION ALL SELECT 1 FROM withdraw_applications WHERE user_id = ${userId} AND status = 'pending'
          UNION ALL SELECT 1 FROM score_refund_applications WHERE user_id = ${userId} AND status = 'pending'`,
    ),
  orders_in_flight: (exec, userId) =>
    exists(
      exec,
      sql`SELECT 1 FROM orders WHERE user_id = ${userId}
          AND status IN (${sql.join(
            ORDERS_IN_FLIGHT.map((s) => sql`${s}`),
            sql`, `,
          )})`,
    ),
  after_sale_open: (exec, userId) =>
    exists(
      exec,
      sql`SELECT 1 FROM after_sale_cases WHERE user_id = ${userId}
          AND status IN ('open', 'info_requested', 'refund_pending')`,
    ),
  // A suspended account is under an operator's review: deleting it would end that review.
  account_frozen: (exec, userId) =>
    exists(exec, sql`SELECT 1 FROM users WHERE id = ${userId} AND frozen_at IS NOT NULL`),
} satisfies Record<DeletionBlocker, (exec: Executor, userId: number) => Promise<boolean>>;

/** The blockers in force, in DELETION_BLOCKERS order; empty when the account may be deleted. */
export async function deletionBlockers(exec: Executor, userId: number): Promise<DeletionBlocker[]> {
  const found: DeletionBlocker[] = [];
  for (const reason of DELETION_BLOCKERS) if (await DELETION_BLOCKER_CHECKS[reason](exec, userId)) found.push(reason);
  return found;
}
