// Ledger entries as the contract shows them (WalletsPage, and the user's data export).
import type { z } from 'zod/mini';
import type { walletEntryKind } from '@/lib/api/schemas/wallet';
import type { Executor } from '../db/client';
import type { ledgerEntries, ledgerTransactions } from '../db/schema';
import { withdrawalStatuses } from './queries';

type WalletEntryKind = z.infer<typeof walletEntryKind>;
type EntryRow = { entry: typeof ledgerEntries.$inferSelect; tx: typeof ledgerTransactions.$inferSelect };

export async function toLedgerEntries(exec: Executor, userId: number, items: EntryRow[]) {
  // Where each withdrawal among these stands now, so a rejected one's hold is not "Held".
  const withdrawals = await withdrawalStatuses(
    exec,
    userId,
    items
      .filter(({ tx }) => tx.kind === 'withdraw_hold' || tx.kind === 'withdraw_release')
      .flatMap(({ tx }) => (tx.refId === null ? [] : [tx.refId])),
  );
  return items.map(({ entry, tx }) => ({
    id: entry.id,
    kind: tx.kind as WalletEntryKind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    memo: tx.memo.slice(0, 200),
    refId: tx.refId,
    applicationStatus:
      (tx.kind === 'withdraw_hold' || tx.kind === 'withdraw_release') && tx.refId !== null
        ? (withdrawals.get(tx.refId) ?? null)
        : null,
    createdAt: entry.createdAt.toISOString(),
  }));
}
