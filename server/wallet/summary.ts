// The wallet numbers getInfo shows, read from the ledger's cached balances (kept equal to the
// sum of entries in the same transaction that posts them).
import type { Executor } from '../db/client';
import { userBalances } from './ledger';

export interface WalletSummary {
  /** Minor units. */
  balance: number;
  frozen: number;
  score: number;
}

export async function getWalletSummary(tx: Executor, userId: number): Promise<WalletSummary> {
  const b = await userBalances(tx, userId);
  return { balance: b.available, frozen: b.frozen, score: b.score };
}
