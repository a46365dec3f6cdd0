// The wallet's review queues at a glance, for the operator's dashboard: how many recharges,
// withdrawals and score refunds wait for a decision, and since when the oldest of each has waited.
import { count, eq, min } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rechargeApplications, scoreRefundApplications, withdrawApplications } from '../db/schema';

export interface QueueAge {
  count: number;
  /** When the oldest pending item was made (null: none waits). */
  oldestAt: string | null;
}

async function pendingIn(
  db: Executor,
  table: typeof rechargeApplications | typeof withdrawApplications | typeof scoreRefundApplications,
): Promise<QueueAge> {
  const [r] = await db
    .select({ n: count(), oldest: min(table.createdAt) })
    .from(table)
    .where(eq(table.status, 'pending'));
  return { count: r?.n ?? 0, oldestAt: r?.oldest ? new Date(r.oldest).toISOString() : null };
}

export async function pendingApplications(
  db: Executor,
): Promise<{ recharge: QueueAge; withdraw: QueueAge; refund: QueueAge }> {
  return {
    recharge: await pendingIn(db, rechargeApplications),
    withdraw: await pendingIn(db, withdrawApplications),
    refund: await pendingIn(db, scoreRefundApplications),
  };
}
