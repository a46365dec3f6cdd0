// The ledger export's rows (server/admin/exports): a keyset page of the entries written in a range,
// oldest first, each with its transaction's kind, memo and reference and its account's code and
// owner, and its time as the database writes it (the next page's key).
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { keysetWithin, type TimeKey, type TimeRange } from '../db/keyset';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema';

export interface LedgerExportRow {
  id: number;
  at: Date;
  key: string;
  transactionId: number;
  kind: string;
  account: string;
  userId: number | null;
  amount: number;
  balanceAfter: number;
  memo: string;
  refId: number | null;
}

export function ledgerEntriesInRange(
  exec: Executor,
  r: TimeRange,
  after: TimeKey | null,
  limit: number,
): Promise<LedgerExportRow[]> {
  const e = ledgerEntries;
  return exec
    .select({
      id: e.id,
      at: e.createdAt,
      key: sql<string>`${e.createdAt}::text`,
      transactionId: e.transactionId,
      kind: ledgerTransactions.kind,
      account: ledgerAccounts.code,
      userId: ledgerAccounts.userId,
      amount: e.amount,
      balanceAfter: e.balanceAfter,
      memo: ledgerTransactions.memo,
      refId: ledgerTransactions.refId,
    })
    .from(e)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, e.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, e.transactionId))
    .where(keysetWithin(e.createdAt, r, after, sql`${e.id}`))
    .orderBy(asc(e.createdAt), asc(e.id))
    .limit(limit);
}
