// The wallet's rows of a start: the platform's first receiving account from configuration (only
// into an empty table: operators edit accounts later), and the demo buyer's recharge request (the
// seed approves it through decide, like an operator, so the money is ledger entries).
import { asc } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { platformAccounts, rechargeApplications } from '../db/schema';

/** Adds the account when there is none yet: its id, or null when the table had one. */
export async function addFirstPlatformAccount(
  tx: Tx,
  values: Omit<typeof platformAccounts.$inferInsert, 'id'>,
): Promise<number | null> {
  const existing = await tx.select({ id: platformAccounts.id }).from(platformAccounts).limit(1);
  if (existing.length > 0) return null;
  const [account] = await tx.insert(platformAccounts).values(values).returning({ id: platformAccounts.id });
  return account?.id ?? null;
}

/** The oldest receiving account's id, if any. */
export async function firstPlatformAccountId(tx: Tx): Promise<number | undefined> {
  const [account] = await tx
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .orderBy(asc(platformAccounts.id))
    .limit(1);
  return account?.id;
}

/** A pending recharge request as the seed makes it: its id. */
export async function insertRechargeRequest(
  tx: Tx,
  values: { userId: number; amount: number; accountId: number; payerName: string; createdAt: Date },
): Promise<number | undefined> {
  const [app] = await tx.insert(rechargeApplications).values(values).returning({ id: rechargeApplications.id });
  return app?.id;
}
