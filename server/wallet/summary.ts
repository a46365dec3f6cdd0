// The wallet numbers getInfo shows. Stub until the money helper's ledger lands.
import type { Tx } from '../db/client';

export interface WalletSummary {
  /** Minor units. */
  balance: number;
  frozen: number;
  score: number;
}

export function getWalletSummary(_tx: Tx, _userId: number): Promise<WalletSummary> {
  return Promise.resolve({ balance: 0, frozen: 0, score: 0 });
}
