// Demo marketplace data (products, auction window). Owned by the money helper; stub for now.
import type { Tx } from '../db/client';
import type { SeedContext } from './context';

export function seedMarket(_tx: Tx, _ctx: SeedContext): Promise<void> {
  return Promise.resolve();
}
