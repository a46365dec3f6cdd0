// The buy and the product caches with two server processes on one real PostgreSQL (two apps on a
// throwaway database): a buyer who loses the race hears the truth, and a restock or an edit made
// through one process reaches the other's sold-out mark and list cache by NOTIFY.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { createHarness, type Harness } from '../test/harness';
import { postgresForTest, type TempDatabase } from '../test/postgres';
import { addProduct, fund, openAllDay, PAY_PASSWORD } from '../test/market';

const temp = await postgresForTest('buy.postgres.test');

/** Asks until `check` holds: a NOTIFY reaches the other process a moment after the commit. */
async function eventually(check: () => Promise<boolean>, tries = 100): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe.runIf(temp !== undefined)('buy and product caches across processes (PostgreSQL)', () => {
  let a: Harness;
  let b: Harness;
  const db = temp as TempDatabase;

  beforeAll(async () => {
    a = await createHarness({ databaseUrl: db.url, memoryDb: false });
    b = await createHarness({ databaseUrl: db.url, memoryDb: false });
    await openAllDay(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db.drop();
  });

  async function funded(h: Harness) {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 100_000);
    return u.accessToken;
  }
  const buyIn = (h: Harness, token: string, productId: number) =>
    h.call('POST', '/api/front/buyProduct', { token, body: { payPassword: PAY_PASSWORD, productId } });

  it('losers of the race for the last one are told it is sold out, not the stock read before the lock', async () => {
    const tokens = await Promise.all(Array.from({ length: 12 }, () => funded(a)));
    const pid = await addProduct(a, { price: 500, stock: 1 });
    const results = await Promise.all(tokens.map((t, i) => buyIn(i % 2 ? a : b, t, pid)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(11).fill(422));
    expect(refused.map((r) => r.body.message)).toEqual(Array(11).fill('productId: is sold out'));
  });

  it('a restock through the other process clears this process’s sold-out mark', async () => {
    const token = await funded(a);
    const pid = await addProduct(a, { price: 100, stock: 1 });
    expect((await buyIn(a, token, pid)).status).toBe(200);
    expect((await buyIn(a, token, pid)).status).toBe(422);
    expect((await b.operator('POST', '/products/edit', { id: pid, stock: 3 })).status).toBe(200);
    expect(await eventually(async () => (await buyIn(a, token, pid)).status === 200)).toBe(true);
  });

  it('an edit through the other process drops this process’s cached list', async () => {
    const pid = await addProduct(a, { name: 'Before', price: 100, stock: 1 });
    const names = async (h: Harness) =>
      (
        await h.call<{ items: { id: number; name: string }[] }>('POST', '/api/front/getProductList', { body: {} })
      ).body.result.items
        .filter((p) => p.id === pid)
        .map((p) => p.name);
    // Let the earlier announcements (this add, the buys above) reach a before it caches the page.
    await new Promise((r) => setTimeout(r, 400));
    expect(await names(a)).toEqual(['Before']);
    // A write that announces nothing is not seen: the page comes from a's cache.
    await b.app.ctx.db.update(products).set({ name: 'Unannounced' }).where(eq(products.id, pid));
    expect(await names(a)).toEqual(['Before']);
    expect((await b.operator('POST', '/products/edit', { id: pid, name: 'After' })).status).toBe(200);
    // Well inside the cache's lifetime (2 s), so only the notification can explain the change.
    expect(await eventually(async () => (await names(a))[0] === 'After', 15)).toBe(true);
  });
});
