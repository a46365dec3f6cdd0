import type { Cache } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import { calls, callNames, invalidatesOf } from '../registry';
import { clearPrivateReads, invalidate, onInvalidate } from './invalidate';

describe('invalidation', () => {
  it('maps writes to reads only', () => {
    for (const write of callNames) {
      const reads = invalidatesOf(write);
      if (reads.length > 0) expect(calls[write].method, write).toBe('POST');
      for (const read of reads) expect(callNames, read).toContain(read);
    }
    // Every money or goods move refreshes something.
    for (const name of callNames.filter((n) => calls[n].idempotent))
      expect(invalidatesOf(name).length, name).toBeGreaterThan(0);
  });

  it('revalidates subscribed infinite lists of the named calls only', async () => {
    const hits: string[] = [];
    const offOrders = onInvalidate('orderList', () => hits.push('orderList'));
    const offWallet = onInvalidate('WalletsPage', () => hits.push('WalletsPage'));
    await invalidate(invalidatesOf('ProductWeiPai'));
    expect(hits).toEqual(['orderList']);
    offOrders();
    await invalidate(['orderList', 'WalletsPage']);
    expect(hits).toEqual(['orderList', 'WalletsPage']);
    offWallet();
  });
});

describe('clearPrivateReads (logout)', () => {
  it("drops private answers, infinite lists' page sets included, and keeps public ones", async () => {
    const orders = unstable_serialize(() => ['orderList', { page: 1, pageSize: 10 }]);
    const goods = unstable_serialize(() => ['getProductList', { page: 1, pageSize: 10 }]);
    const store = new Map<string, unknown>([
      [orders, { data: ['mine'] }],
      [goods, { data: ['public'] }],
    ]);
    await clearPrivateReads(store as unknown as Cache);
    expect([...store.keys()]).toEqual([goods]);
  });
});
