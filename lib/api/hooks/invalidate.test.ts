import { describe, expect, it } from 'vitest';
import { calls, callNames } from '../registry';
import { INVALIDATES, invalidate, onInvalidate } from './invalidate';

describe('invalidation', () => {
  it('maps writes to reads only', () => {
    for (const [write, reads] of Object.entries(INVALIDATES)) {
      expect(calls[write as keyof typeof calls].method, write).toBe('POST');
      for (const read of reads) expect(['GET', 'POST'], read).toContain(calls[read].method);
    }
    // Every money or goods move refreshes something.
    for (const name of callNames.filter((n) => calls[n].idempotent))
      expect(INVALIDATES[name]?.length, name).toBeGreaterThan(0);
  });

  it('revalidates subscribed infinite lists of the named calls only', async () => {
    const hits: string[] = [];
    const offOrders = onInvalidate('orderList', () => hits.push('orderList'));
    const offWallet = onInvalidate('WalletsPage', () => hits.push('WalletsPage'));
    await invalidate(INVALIDATES.ProductWeiPai ?? []);
    expect(hits).toEqual(['orderList']);
    offOrders();
    await invalidate(['orderList', 'WalletsPage']);
    expect(hits).toEqual(['orderList', 'WalletsPage']);
    offWallet();
  });
});
