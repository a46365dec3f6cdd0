// GetSaleHistory: the platform's first sale and every consignment resale of a piece, newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { addProduct, fund, openAllDay, PAY_PASSWORD } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

async function funded() {
  const u = await h.registerUser();
  await fund(h, u.accessToken, 100_000);
  return u.accessToken;
}

async function buy(token: string, productId: number) {
  const r = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId }, { token });
  expect(r.status).toBe(200);
  return r.body.result.order.id;
}

async function consign(token: string, orderId: number, price: number): Promise<number> {
  const r = await h.api('ProductWeiPai', { id: orderId, price }, { token });
  expect(r.status).toBe(200);
  const listed = r.body.result.order as { resaleProductId?: number };
  if (listed.resaleProductId) return listed.resaleProductId;
  const list = await h.api('getProductList', { pageSize: 50, sort: 'newest' });
  const p = list.body.result.items.find((x) => x.consigned && x.price === price);
  if (!p) throw new Error('consigned listing not found');
  return p.id;
}

describe('GetSaleHistory', () => {
  it('lists the first sale and each resale of the piece, newest first, with the change', async () => {
    const platform = await addProduct(h, { price: 2000, stock: 3 });
    const [a, b, c, other] = [await funded(), await funded(), await funded(), await funded()];
    // Someone else's piece of the same platform item is not this piece's history.
    await buy(other, platform);
    expect((await h.api('GetSaleHistory', { id: platform })).body.result).toEqual([]);

    const first = await buy(a, platform);
    const listing1 = await consign(a, first, 2600);
    const before = await h.api('GetSaleHistory', { id: listing1 });
    expect(before.status).toBe(200);
    expect(before.body.result).toMatchObject([{ kind: 'first', price: 2000, quantity: 1, change: null }]);

    const second = await buy(b, listing1);
    const listing2 = await consign(b, second, 2400);
    await buy(c, listing2);

    const r = await h.api('GetSaleHistory', { id: listing2 });
    expect(r.body.result.map((s) => [s.kind, s.price, s.change])).toEqual([
      ['resale', 2400, -200],
      ['resale', 2600, 600],
      ['first', 2000, null],
    ]);
    const times = r.body.result.map((s) => Date.parse(s.soldAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    // The middle listing shows its own resale and the first sale, not the later one.
    const mid = await h.api('GetSaleHistory', { id: listing1 });
    expect(mid.body.result.map((s) => s.price)).toEqual([2600, 2000]);
  });

  it('answers 404 for an unknown product and 400 for a bad id; needs no login', async () => {
    expect((await h.call('GET', '/api/front/GetSaleHistory', { query: { id: 99_999_999 } })).status).toBe(404);
    const bad = await h.call('GET', '/api/front/GetSaleHistory', { query: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('id');
  });
});
