// The wallet group's reads: the user's own applications and ledger entries, page by page, newest
// first. Every query is filtered by the caller's user id here, so a handler cannot forget it.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { readPage, type Page, type PageQuery } from '../db/paging';
import {
  bankCards,
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
  return readPage(q, exec.select({ n: count() }).from(t).where(cond), (limit, offset) =>
    exec.select().from(t).where(cond).orderBy(desc(t.id)).limit(limit).offset(offset),
  );
}

export function withdrawPage(
  exec: Executor,
  userId: number,
  q: PageQuery & { status?: (typeof withdrawApplications.$inferSelect)['status'] | undefined },
): Promise<Page<typeof withdrawApplications.$inferSelect>> {
  const t = withdrawApplications;
  const cond = q.status ? and(eq(t.userId, userId), eq(t.status, q.status)) : eq(t.userId, userId);
  return readPage(q, exec.select({ n: count() }).from(t).where(cond), (limit, offset) =>
    exec.select().from(t).where(cond).orderBy(desc(t.id)).limit(limit).offset(offset),
  );
}

export function scoreRefundPage(
  exec: Executor,
  userId: number,
  q: PageQuery & { status?: (typeof scoreRefundApplications.$inferSelect)['status'] | undefined },
): Promise<Page<typeof scoreRefundApplications.$inferSelect>> {
  const t = scoreRefundApplications;
  const cond = q.status ? and(eq(t.userId, userId), eq(t.status, q.status)) : eq(t.userId, userId);
  return readPage(q, exec.select({ n: count() }).from(t).where(cond), (limit, offset) =>
    exec.select().from(t).where(cond).orderBy(desc(t.id)).limit(limit).offset(offset),
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
    (limit, offset) =>
      exec
        .select({ entry: ledgerEntries, tx: ledgerTransactions })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(cond)
        .orderBy(desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset),
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
