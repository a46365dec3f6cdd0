// buyProduct and the pay password (issue 37 #1): a buy from the balance is confirmed with it,
// checked before the buy's transaction, or goes without it within the buyer's chosen daily limit
// of small purchases (SetSmallPayLimit). Through the real app (in-memory PGlite).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders } from '../db/schema';
import { createHarness, type Harness } from '../test/harness';
import { auditLedger } from '../wallet/ledger';
import { addProduct, balanceOf, fund, openAllDay, PAY_PASSWORD, userIdOf } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

async function buyer(amount = 100_000, payPassword = true) {
  const u = await h.registerUser({ payPassword });
  if (amount > 0) await fund(h, u.accessToken, amount);
  return { ...u, id: userIdOf(u.accessToken) };
}

const buy = (token: string, body: { productId: number; quantity?: number; payPassword?: string }) =>
  h.api('buyProduct', body, { token });

const limit = (token: string, body: { limit: number; payPassword?: string }) =>
  h.call<{ smallPayLimit: number }>('POST', '/api/front/SetSmallPayLimit', { token, body });

async function moneyState(userId: number) {
  const [o] = await h.app.ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  const [e] = await h.app.ctx.db.select({ n: count() }).from(ledgerEntries);
  return { balance: (await balanceOf(h, userId)).balance, orders: o?.n, entries: e?.n };
}

describe('buyProduct with the pay password', () => {
  it('buys with the right pay password', async () => {
    const u = await buyer();
    const pid = await addProduct(h, { price: 2_000, stock: 5 });
    const r = await buy(u.accessToken, { productId: pid, payPassword: PAY_PASSWORD });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result.balance).toBe(98_000);
  });

  it('a wrong pay password is refused (422 on the field) and moves nothing', async () => {
    const u = await buyer();
    const pid = await addProduct(h, { price: 2_000, stock: 5 });
    const before = await moneyState(u.id);
    const r = await buy(u.accessToken, { productId: pid, payPassword: '000000' });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      reason: 'wrong_pay_password',
      fields: { payPassword: { rule: 'wrong_pay_password' } },
    });
    expect(await moneyState(u.id)).toEqual(before);
    expect((await h.api('getProduct', { id: pid })).body.result.stock).toBe(5);
    expect(await auditLedger(h.app.ctx.db)).toMatchObject({ mismatched: [], unbalanced: [] });
  });

  it('after 5 wrong tries in 15 minutes even the right one is 429 pay_password_locked, shared with withdrawals', async () => {
    const u = await buyer();
    const pid = await addProduct(h, { price: 1_000, stock: 20 });
    for (let i = 0; i < 4; i++)
      expect((await buy(u.accessToken, { productId: pid, payPassword: '111111' })).body.reason).toBe(
        'wrong_pay_password',
      );
    // The fifth wrong try through another call spends the same budget.
    const withdraw = await h.api('ApplyWithdraw', { amount: 1_000, payPassword: '111111' }, { token: u.accessToken });
    expect(withdraw.body.reason).toBe('wrong_pay_password');
    const locked = await buy(u.accessToken, { productId: pid, payPassword: PAY_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.reason).toBe('pay_password_locked');
    expect((await moneyState(u.id)).orders).toBe(0);
    h.clock.advance(15 * 60_000 + 1_000);
    expect((await buy(u.accessToken, { productId: pid, payPassword: PAY_PASSWORD })).status).toBe(200);
  });

  it('without the pay password and no small-purchase limit: 422 pay_password_required, nothing moves', async () => {
    const u = await buyer();
    const pid = await addProduct(h, { price: 500, stock: 5 });
    const before = await moneyState(u.id);
    const r = await buy(u.accessToken, { productId: pid });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      reason: 'pay_password_required',
      fields: { payPassword: { rule: 'pay_password_required' } },
    });
    expect(await moneyState(u.id)).toEqual(before);
  });

  it('a buyer with no pay password is told to set one (with or without a password sent)', async () => {
    const u = await buyer(10_000, false);
    const pid = await addProduct(h, { price: 500, stock: 5 });
    for (const body of [{ productId: pid }, { productId: pid, payPassword: PAY_PASSWORD }]) {
      const r = await buy(u.accessToken, body);
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ reason: 'pay_password_not_set', fields: { payPassword: {} } });
    }
    expect((await moneyState(u.id)).orders).toBe(0);
  });

  it('a malformed pay password is 400 on the field before anything else', async () => {
    const u = await buyer();
    const r = await buy(u.accessToken, { productId: 1, payPassword: '12ab' });
    expect(r.status).toBe(400);
    expect(r.body.fields).toMatchObject({ payPassword: { rule: 'digits' } });
  });
});

describe('SetSmallPayLimit', () => {
  it('turning it on or raising it needs the pay password; lowering it does not', async () => {
    const u = await buyer(0);
    const missing = await limit(u.accessToken, { limit: 20_000 });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ reason: 'pay_password_required', fields: { payPassword: {} } });
    const wrong = await limit(u.accessToken, { limit: 20_000, payPassword: '000000' });
    expect(wrong.body.reason).toBe('wrong_pay_password');
    expect((await h.api('getInfo', {}, { token: u.accessToken })).body.result.smallPayLimit).toBe(0);

    const on = await limit(u.accessToken, { limit: 20_000, payPassword: PAY_PASSWORD });
    expect(on.status).toBe(200);
    expect(on.body.result).toEqual({ smallPayLimit: 20_000 });
    expect((await h.api('getInfo', {}, { token: u.accessToken })).body.result.smallPayLimit).toBe(20_000);

    expect((await limit(u.accessToken, { limit: 50_000 })).body.reason).toBe('pay_password_required');
    expect((await limit(u.accessToken, { limit: 10_000 })).status).toBe(200);
    expect((await limit(u.accessToken, { limit: 0 })).status).toBe(200);
    expect((await h.api('getInfo', {}, { token: u.accessToken })).body.result.smallPayLimit).toBe(0);
  });

  it('takes only the offered limits (400 one_of), and needs a pay password set', async () => {
    const u = await buyer(0);
    const odd = await limit(u.accessToken, { limit: 1_000_000, payPassword: PAY_PASSWORD });
    expect(odd.status).toBe(400);
    expect(odd.body.fields).toMatchObject({ limit: { rule: 'one_of' } });
    const none = await buyer(0, false);
    expect((await limit(none.accessToken, { limit: 10_000 })).body.reason).toBe('pay_password_not_set');
  });
});

describe('small purchases without the pay password', () => {
  async function smallBuyer(limitMinor: number) {
    const u = await buyer();
    expect((await limit(u.accessToken, { limit: limitMinor, payPassword: PAY_PASSWORD })).status).toBe(200);
    return u;
  }

  it("buys without it while today's orders, this one included, stay within the limit; above it, needs it", async () => {
    const u = await smallBuyer(10_000);
    const pid = await addProduct(h, { price: 4_000, stock: 10 });
    expect((await buy(u.accessToken, { productId: pid })).status).toBe(200);
    expect((await buy(u.accessToken, { productId: pid })).status).toBe(200);
    // 8,000 spent: 4,000 more would make 12,000 > 10,000.
    const before = await moneyState(u.id);
    const over = await buy(u.accessToken, { productId: pid });
    expect(over.status).toBe(422);
    expect(over.body.reason).toBe('pay_password_required');
    expect(await moneyState(u.id)).toEqual(before);
    // With the pay password it goes, and counts towards the day too.
    expect((await buy(u.accessToken, { productId: pid, payPassword: PAY_PASSWORD })).status).toBe(200);
    const cheap = await addProduct(h, { price: 100, stock: 10 });
    expect((await buy(u.accessToken, { productId: cheap })).body.reason).toBe('pay_password_required');
  });

  it('one buy above the limit needs it even on a fresh day', async () => {
    const u = await smallBuyer(10_000);
    const pid = await addProduct(h, { price: 3_000, stock: 10 });
    expect((await buy(u.accessToken, { productId: pid, quantity: 4 })).body.reason).toBe('pay_password_required');
    expect((await buy(u.accessToken, { productId: pid, quantity: 3 })).status).toBe(200);
  });

  it("a day is the auction window's calendar day: its midnight starts a new budget", async () => {
    const saved = h.clock.now;
    try {
      // Shanghai is UTC+8: 15:30 UTC is 23:30 there, 16:30 UTC is 00:30 the next day.
      await openAllDay(h, 'Asia/Shanghai');
      h.clock.now = new Date('2026-12-02T15:30:00Z');
      const u = await smallBuyer(10_000);
      const pid = await addProduct(h, { price: 6_000, stock: 10 });
      expect((await buy(u.accessToken, { productId: pid })).status).toBe(200);
      h.clock.now = new Date('2026-12-02T15:50:00Z');
      expect((await buy(u.accessToken, { productId: pid })).body.reason).toBe('pay_password_required');
      h.clock.now = new Date('2026-12-02T16:30:00Z');
      expect((await buy(u.accessToken, { productId: pid })).status).toBe(200);
    } finally {
      h.clock.now = saved;
      await openAllDay(h);
    }
  });
});
