// The wallet group's queries: the user's own applications and ledger entries, page by page, newest
// first; the user's withdrawal card; the platform's receiving accounts. Every per-user query is filtered by the caller's user id here, so a handler cannot forget it.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { readPage, type Page, type PageQuery } from '../db/paging';
import {
  bankCards,
  platformAccounts,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  rechargeApplications,
  scoreRefundApplications,
  withdrawApplications,
} from '../db/schema';
import { userAccount } from './ledger';

type Status = (typeof rechargeApplications.$inferSelect)['status'];

export function rechargePage(
  exec: Executor,
  userId: number,
  q: PageQuery & { status?: Status | undefined },
): Promise<Page<typeof rechargeApplications.$inferSelect>> {
  const t = rechargeApplications;
  const cond = q.status ? and(eq(t.userId, userId), eq(t.status, q.status)) : eq(t.userId, userId);
  return readPage(
    q,
    exec.select({ n: count() }).from(t).where(cond),
    exec.select().from(t).where(cond).orderBy(desc(t.id)),
  );
}

export function withdrawPage(
  exec: Executor,
  userId: number,
  q: PageQuery & { status?: (typeof withdrawApplications.$inferSelect)['status'] | undefined },
): Promise<Page<typeof withdrawApplications.$inferSelect>> {
  const t = withdrawApplications;
  const cond = q.status ? and(eq(t.userId, userId), eq(t.status, q.status)) : eq(t.userId, userId);
  return readPage(
    q,
    exec.select({ n: count() }).from(t).where(cond),
    exec.select().from(t).where(cond).orderBy(desc(t.id)),
  );
}

export function scoreRefundPage(
  exec: Executor,
  userId: number,
  q: PageQuery & { status?: (typeof scoreRefundApplications.$inferSelect)['status'] | undefined },
): Promise<Page<typeof scoreRefundApplications.$inferSelect>> {
  const t = scoreRefundApplications;
  const cond = q.status ? and(eq(t.userId, userId), eq(t.status, q.status)) : eq(t.userId, userId);
  return readPage(
    q,
    exec.select({ n: count() }).from(t).where(cond),
    exec.select().from(t).where(cond).orderBy(desc(t.id)),
  );
}

/** The user's available-balance entries with their transactions, optionally of one kind. */
export function ledgerPage(exec: Executor, userId: number, q: PageQuery & { kind?: string | undefined }) {
  const code = userAccount(userId, 'available');
  const cond = q.kind
    ? and(eq(ledgerAccounts.code, code), eq(ledgerTransactions.kind, q.kind))
    : eq(ledgerAccounts.code, code);
  return readPage(
    q,
    exec
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(cond),
    exec
      .select({ entry: ledgerEntries, tx: ledgerTransactions })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(cond)
      .orderBy(desc(ledgerEntries.id)),
  );
}

/** Where each of these withdrawals of the user stands now. */
export async function withdrawalStatuses(exec: Executor, userId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, (typeof withdrawApplications.$inferSelect)['status']>();
  const found = await exec
    .select({ id: withdrawApplications.id, status: withdrawApplications.status })
    .from(withdrawApplications)
    .where(and(eq(withdrawApplications.userId, userId), inArray(withdrawApplications.id, ids)));
  return new Map(found.map((w) => [w.id, w.status]));
}

export async function findBankCard(exec: Executor, userId: number) {
  const [card] = await exec.select().from(bankCards).where(eq(bankCards.userId, userId));
  return card;
}

/** Saves the user's one withdrawal card (a second save replaces it). */
export async function upsertBankCard(
  exec: Executor,
  userId: number,
  values: Omit<typeof bankCards.$inferInsert, 'id' | 'userId'>,
): Promise<typeof bankCards.$inferSelect | undefined> {
  const [saved] = await exec
    .insert(bankCards)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bankCards.userId, set: values })
    .returning();
  return saved;
}

/** The platform's receiving accounts a recharge may be paid into, in their order. */
export function activePlatformAccounts(exec: Executor) {
  return exec
    .select()
    .from(platformAccounts)
    .where(eq(platformAccounts.active, true))
    .orderBy(asc(platformAccounts.id));
}

/** A user's latest ledger entries with their transaction (the operator's view: every account). */
export async function operatorLedgerEntries(exec: Executor, userId: number, limit: number) {
  const found = await exec
    .select({
      id: ledgerEntries.id,
      account: ledgerAccounts.code,
      kind: ledgerTransactions.kind,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      memo: ledgerTransactions.memo,
      refId: ledgerTransactions.refId,
      at: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
  return found.map((e) => ({ ...e, at: e.at.toISOString() }));
}
