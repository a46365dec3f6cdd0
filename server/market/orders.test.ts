// buyProduct, orderList and the auction window through the real app (in-memory PGlite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { auditLedger } from '../wallet/ledger';
import { addProduct, balanceOf, fund, openAllDay, PAY_PASSWORD, setWindow, userIdOf } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

async function buyer(amount = 100_000) {
  const u = await h.registerUser();
  if (amount > 0) await fund(h, u.accessToken, amount);
  return { ...u, id: userIdOf(u.accessToken) };
}

const buy = (token: string, body: unknown, headers?: Record<string, string>) =>
  h.call<{ order: { id: number; status: string; total: number }; balance: number }>('POST', '/api/front/buyProduct', {
    token,
    body: { payPassword: PAY_PASSWORD, ...(body as object) },
    ...(headers ? { headers } : {}),
  });

describe('buyProduct', () => {
  it('buys: stock down, order owned, balance debited, ledger balanced', async () => {
    const u = await buyer();
    const pid = await addProduct(h, { price: 2500, stock: 3 });
    const r = await buy(u.accessToken, { productId: pid, quantity: 2 });
    expect(r.status).toBe(200);
    expect(r.body.result.order).toMatchObject({ status: 'owned', total: 5000 });
    expect(r.body.result.balance).toBe(95_000);
    expect((await balanceOf(h, u.id)).balance).toBe(95_000);
    const p = await h.api('getProduct', { id: pid });
    expect(p.body.result.stock).toBe(1);
    const audit = await auditLedger(h.app.ctx.db);
    expect(audit).toMatchObject({ mismatched: [], negative: [], unbalanced: [], moneyTotal: 0 });
  });

  it('refuses: no login 401, bad body 400 naming the field, unknown product 404', async () => {
    const u = await buyer(0);
    expect((await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: 1 })).status).toBe(401);
    const bad = await buy(u.accessToken, { productId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('productId');
    const q = await buy(u.accessToken, { productId: 1, quantity: 0 });
    expect(q.status).toBe(400);
    expect(q.body.errors).toHaveProperty('quantity');
    expect((await buy(u.accessToken, { productId: 999_999 })).status).toBe(404);
    // Beyond PostgreSQL integer: the contract refuses it (400), the database never sees it.
    const huge = await buy(u.accessToken, { productId: 99_999_999_999 });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toHaveProperty('productId');
  });

  it('refuses insufficient balance and sold out with 422, moving nothing', async () => {
    const poor = await buyer(1000);
    const pid = await addProduct(h, { price: 5000, stock: 1 });
    const r = await buy(poor.accessToken, { productId: pid });
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/balance/);
    expect((await balanceOf(h, poor.id)).balance).toBe(1000);
    const p = await h.api('getProduct', { id: pid });
    expect(p.body.result.stock).toBe(1);

    const rich = await buyer();
    expect((await buy(rich.accessToken, { productId: pid })).status).toBe(200);
    const again = await buy(rich.accessToken, { productId: pid });
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/sold out/);
  });

  it('refuses outside the window (server time, window time zone; end before start rolls over)', async () => {
    const u = await buyer();
    const pid = await addProduct(h, {});
    const hour = h.clock.now.getUTCHours();
    const fmt = (x: number) => `${String((x + 24) % 24).padStart(2, '0')}:00`;
    await setWindow(h, fmt(hour + 2), fmt(hour + 3));
    const closed = await buy(u.accessToken, { productId: pid });
    expect(closed.status).toBe(422);
    expect(closed.body.message).toMatch(/not in progress/);
    // A window that started an hour ago and "ends" before it starts runs past midnight: open now.
    await setWindow(h, fmt(hour - 1), fmt(hour - 2));
    expect((await buy(u.accessToken, { productId: pid })).status).toBe(200);
    await openAllDay(h);
  });

  it('a replayed Idempotency-Key answers the first answer; another body with it is 422', async () => {
    const u = await buyer();
    const pid = await addProduct(h, { price: 1000, stock: 10 });
    const headers = { 'idempotency-key': 'buy-once-1' };
    const first = await buy(u.accessToken, { productId: pid }, headers);
    const second = await buy(u.accessToken, { productId: pid }, headers);
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual(first.body.result);
    expect((await balanceOf(h, u.id)).balance).toBe(99_000);
    const other = await buy(u.accessToken, { productId: pid, quantity: 2 }, headers);
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty('Idempotency-Key');
    const bad = await buy(u.accessToken, { productId: pid }, { 'idempotency-key': 'bad key with spaces' });
    expect(bad.status).toBe(400);
  });

  it('replays the first answer even after the item sold out', async () => {
    const u = await buyer();
    const pid = await addProduct(h, { price: 1000, stock: 1 });
    const headers = { 'idempotency-key': 'last-one' };
    const first = await buy(u.accessToken, { productId: pid }, headers);
    expect(first.status).toBe(200);
    const replay = await buy(u.accessToken, { productId: pid }, headers);
    expect(replay.status).toBe(200);
    expect(replay.body.result.order.id).toBe(first.body.result.order.id);
    expect((await buy(u.accessToken, { productId: pid })).status).toBe(422);
  });

  it('rate-limits a user hammering buyProduct with 429 and retry-after', async () => {
    const u = await buyer();
    const pid = await addProduct(h, { price: 100, stock: 100 });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await buy(u.accessToken, { productId: pid })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await buy(u.accessToken, { productId: pid });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    h.clock.advance(3000);
    expect((await buy(u.accessToken, { productId: pid })).status).toBe(200);
  });
});

describe('orderList and GetAuctionTimeInfo', () => {
  it('pages the user’s own orders and filters by status', async () => {
    const u = await buyer();
    const pid = await addProduct(h, { price: 100, stock: 10 });
    for (let i = 0; i < 3; i++) await buy(u.accessToken, { productId: pid });
    const page = await h.api('orderList', { page: 1, pageSize: 2, status: 'owned' }, { token: u.accessToken });
    expect(page.status).toBe(200);
    expect(page.body.result.total).toBe(3);
    expect(page.body.result.items).toHaveLength(2);
    const none = await h.api('orderList', { status: 'sold' }, { token: u.accessToken });
    expect(none.body.result.total).toBe(0);
    expect(
      (await h.call('POST', '/api/front/orderList', { token: u.accessToken, body: { status: 'nope' } })).status,
    ).toBe(400);
    expect((await h.api('orderList', {})).status).toBe(401);
  });

  it('answers the window with server time and zone', async () => {
    const r = await h.api('GetAuctionTimeInfo', {});
    expect(r.body.result).toEqual({
      startTime: '00:00',
      endTime: '00:00',
      timeZone: 'UTC',
      now: h.clock.now.getTime(),
    });
  });
});
