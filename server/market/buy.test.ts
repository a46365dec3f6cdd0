// The buy function (migration 0005) against the rules it replaced, on in-memory PGlite: the window
// rule is lib/auction's, its stored answer is the order as the contract shows it, and a sold-out
// mark goes when the item is restocked.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionStatus } from '@/lib/auction/status';
import { marketSettings, products } from '../db/schema';
import { ApiError } from '../http/errors';
import { createHarness, type Harness } from '../test/harness';
import { buy } from './buy';
import { addProduct, fund, openAllDay, PAY_PASSWORD } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

const ZONES = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'Pacific/Chatham'];
const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([a, b]) => `${String(a).padStart(2, '0')}:${String(b).padStart(2, '0')}`);

describe('gavel_buy', () => {
  it('opens and closes with lib/auction’s rule, to the millisecond, in the window’s zone', async () => {
    const db = h.app.ctx.db;
    // A product id that does not exist: an open window answers 404, a closed one 422.
    const decide = async (now: Date) => {
      try {
        await buy(db, { userId: 1, productId: 2_000_000_000, quantity: 1, now });
        throw new Error('bought a product that does not exist');
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        return e.status === 404;
      }
    };
    await fc.assert(
      fc.asyncProperty(
        hhmm,
        hhmm,
        fc.constantFrom(...ZONES),
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.boolean(),
        async (startTime, endTime, timeZone, at, onEdge) => {
          const w = { startTime, endTime, timeZone };
          await db.update(marketSettings).set(w).where(eq(marketSettings.id, 1));
          // Half the samples land exactly on (or a millisecond past) a boundary.
          let now = at;
          if (onEdge) {
            const s = auctionStatus(w, at.getTime());
            now = new Date(at.getTime() + s.msToChange + (at.getTime() % 2));
          }
          expect(await decide(now)).toBe(auctionStatus(w, now.getTime()).allowBuy);
        },
      ),
      { numRuns: 150 },
    );
    await openAllDay(h);
  }, 120_000);

  it('is open all day when the start equals the end; "00:00–23:59" closes for its last minute', async () => {
    const db = h.app.ctx.db;
    const open = async (w: { startTime: string; endTime: string }, iso: string) => {
      await db
        .update(marketSettings)
        .set({ ...w, timeZone: 'UTC' })
        .where(eq(marketSettings.id, 1));
      try {
        await buy(db, { userId: 1, productId: 2_000_000_000, quantity: 1, now: new Date(iso) });
        throw new Error('bought a product that does not exist');
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        return e.status === 404;
      }
    };
    for (const iso of ['2026-12-03T23:59:00.001Z', '2026-12-03T23:59:59.999Z', '2026-12-04T00:00:00.000Z']) {
      expect(await open({ startTime: '00:00', endTime: '00:00' }, iso)).toBe(true);
      expect(await open({ startTime: '13:15', endTime: '13:15' }, iso)).toBe(true);
    }
    expect(await open({ startTime: '00:00', endTime: '23:59' }, '2026-12-03T23:59:00.000Z')).toBe(true);
    expect(await open({ startTime: '00:00', endTime: '23:59' }, '2026-12-03T23:59:00.001Z')).toBe(false);
    await openAllDay(h);
  });

  it('answers the order exactly as orderList shows it', async () => {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 50_000);
    const pid = await addProduct(h, { price: 1234, stock: 2 });
    // A photo on the order too (operators name uploads; stored as the upload call would store them).
    await h.app.ctx.db
      .update(products)
      .set({ images: [{ url: '/u/a.webp', thumb: '/u/a-t.webp' }] })
      .where(eq(products.id, pid));
    const bought = await h.call<{ order: unknown; balance: number }>('POST', '/api/front/buyProduct', {
      token: u.accessToken,
      body: { payPassword: PAY_PASSWORD, productId: pid, quantity: 2 },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.result.balance).toBe(50_000 - 2468);
    const list = await h.call<{ items: unknown[] }>('POST', '/api/front/orderList', {
      token: u.accessToken,
      body: { page: 1, pageSize: 1 },
    });
    expect(list.body.result.items[0]).toEqual(bought.body.result.order);
  });

  it('a sold-out item is refused until an operator restocks it', async () => {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 50_000);
    const pid = await addProduct(h, { price: 100, stock: 1 });
    const buyIt = () =>
      h.call('POST', '/api/front/buyProduct', {
        token: u.accessToken,
        body: { payPassword: PAY_PASSWORD, productId: pid },
      });
    expect((await buyIt()).status).toBe(200);
    const refused = await buyIt();
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/sold out/);
    expect((await h.operator('POST', '/products/edit', { id: pid, stock: 1 })).status).toBe(200);
    expect((await buyIt()).status).toBe(200);
  });

  it('buyers still queued when the item sells out are refused; a winner’s key replays, a loser’s does not', async () => {
    const pid = await addProduct(h, { price: 100, stock: 2 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const u = await h.registerUser();
        await fund(h, u.accessToken, 1_000);
        return u;
      }),
    );
    const send = (token: string, key: string) =>
      h.call<{ order: { id: number } }>('POST', '/api/front/buyProduct', {
        token,
        body: { payPassword: PAY_PASSWORD, productId: pid },
        headers: { 'idempotency-key': key },
      });
    // All at once: most wait at the gate and find the item gone when their turn comes.
    const first = await Promise.all(buyers.map((u, i) => send(u.accessToken, `k${i}`)));
    const won = first.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(won).toHaveLength(2);
    for (const r of first) if (r.status !== 200) expect(r.body.reason).toBe('sold_out');
    // Now refused in process (the mark is set) — except a retry of a winner, which replays.
    const again = await Promise.all(buyers.map((u, i) => send(u.accessToken, `k${i}`)));
    again.forEach((r, i) => {
      if (won.includes(i)) {
        expect(r.status).toBe(200);
        expect(r.body.result.order.id).toBe(first[i]?.body.result.order.id);
      } else expect(r.status).toBe(422);
    });
  });

  it('a revoked session is refused 401 also when the item is sold out', async () => {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 1_000);
    const pid = await addProduct(h, { price: 100, stock: 1 });
    const buyIt = () =>
      h.call('POST', '/api/front/buyProduct', {
        token: u.accessToken,
        body: { payPassword: PAY_PASSWORD, productId: pid },
      });
    expect((await buyIt()).status).toBe(200);
    expect((await buyIt()).status).toBe(422);
    expect((await h.call('POST', '/api/front/logout', { token: u.accessToken, body: {} })).status).toBe(200);
    const after = await buyIt();
    expect(after.status).toBe(401);
    expect(after.body.reason).toBe('session_expired');
  });
});
