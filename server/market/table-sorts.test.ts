// The Orders and Catalogue tables' sorts (issue 42 #6): orderList and productList order by the
// whitelisted column in either direction (ties newest id first), and refuse a column off the list
// as a field error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import { createHarness, type Harness } from '../test/harness';
import { addProduct, fund, openAllDay, PAY_PASSWORD, userIdOf } from '../test/market';

let h: Harness;
let viewer: ConsoleSession;
beforeAll(async () => {
  h = await createHarness();
  viewer = await consoleSession(h, 'viewer');
});
afterAll(() => h.close());

const ids = <T extends { id: number }>(items: T[]) => items.map((i) => i.id);

describe('table sorts', () => {
  it('orderList sorts by total and id, both ways', async () => {
    await openAllDay(h);
    const u = await h.registerUser();
    await fund(h, u.accessToken, 100_000);
    const bought: number[] = [];
    for (const price of [3000, 1000, 2000]) {
      const pid = await addProduct(h, { name: `Sorted ${price}`, price, stock: 1 });
      const r = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken });
      bought.push(r.body.result.order.id);
    }
    const [o3000, o1000, o2000] = bought;
    const read = async (query: string) =>
      ids(
        envelopeOf<OperatorAnswer<'orderList'>>(
          await consoleInject(h, viewer, 'GET', `/orders?userId=${userIdOf(u.accessToken)}&${query}`),
        ).result.items,
      );
    expect(await read('sort=total&dir=asc')).toEqual([o1000, o2000, o3000]);
    expect(await read('sort=total&dir=desc')).toEqual([o3000, o2000, o1000]);
    expect(await read('sort=id&dir=asc')).toEqual([o3000, o1000, o2000]);
    expect(await read('')).toEqual([o2000, o1000, o3000]);
    const bad = await consoleInject(h, viewer, 'GET', '/orders?sort=phone');
    expect(bad.statusCode).toBe(400);
    expect((envelopeOf(bad) as { fields?: Record<string, unknown> }).fields?.sort).toBeDefined();
  });

  it('productList sorts by price, stock and name, both ways', async () => {
    const a = await addProduct(h, { name: 'Zsort b', price: 500, stock: 9 });
    const b = await addProduct(h, { name: 'Zsort a', price: 900, stock: 1 });
    const c = await addProduct(h, { name: 'Zsort c', price: 700, stock: 5 });
    const read = async (query: string) =>
      ids(
        envelopeOf<OperatorAnswer<'productList'>>(await consoleInject(h, viewer, 'GET', `/products?q=Zsort&${query}`))
          .result.items,
      );
    expect(await read('sort=price&dir=asc')).toEqual([a, c, b]);
    expect(await read('sort=stock&dir=desc')).toEqual([a, c, b]);
    expect(await read('sort=name&dir=asc')).toEqual([b, a, c]);
    expect(await read('')).toEqual([c, b, a]);
    expect((await consoleInject(h, viewer, 'GET', '/products?dir=up')).statusCode).toBe(400);
  });
});
