// Wallet calls through the real app: recharge, withdrawal, score refund, operator decisions, ledger page.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../paths';
import { post, SYSTEM, userAccount } from './ledger';
import { createHarness, type Harness } from '../test/harness';
import { withTx } from '../db/tx';
import { uploads } from '../db/schema';
import { auditLedger } from './ledger';
import { balanceOf, CARD, fund, PAY_PASSWORD, platformAccountId, prepareWithdrawals, userIdOf } from '../test/market';
import { grantScore } from './review';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function user(amount = 0, withdrawals = false) {
  // A pay password only with `withdrawals` (prepareWithdrawals sets it with the card).
  const u = await h.registerUser({ payPassword: withdrawals });
  const id = userIdOf(u.accessToken);
  if (amount > 0) await fund(h, u.accessToken, amount);
  if (withdrawals) await prepareWithdrawals(h, id);
  return { ...u, id };
}

const decide = (type: string, id: number, decision: string, reason?: string) =>
  h.operator<{ status: string }>('POST', '/applications/decide', { type, id, decision, ...(reason ? { reason } : {}) });

async function expectLedgerSound() {
  const a = await auditLedger(h.app.ctx.db);
  expect(a).toMatchObject({ mismatched: [], negative: [], unbalanced: [], moneyTotal: 0 });
}

describe('applyRecharge and RechargePage', () => {
  it('waits for an operator; approval credits the balance; rejection credits nothing', async () => {
    const u = await user();
    const accountId = await platformAccountId(h);
    // The receipt must be the user's own upload (a row in uploads), never any URL.
    const receipt = `${'ab'.repeat(16)}.png`;
    await h.app.ctx.db
      .insert(uploads)
      .values({ userId: u.id, storedName: receipt, originalName: 'receipt.png', mime: 'image/png', size: 1 });
    writeFileSync(path.join(uploadsDir(h.config), receipt), 'x');
    const foreign = await h.call('POST', '/api/front/applyRecharge', {
      token: u.accessToken,
      body: { amount: 5000, accountId, proofImage: 'https://elsewhere.example/receipt.png' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toHaveProperty('proofImage');
    const r = await h.call<{ id: number; status: string }>('POST', '/api/front/applyRecharge', {
      token: u.accessToken,
      body: { amount: 5000, accountId, proofImage: `/uploads/${receipt}` },
    });
    expect(r.status).toBe(200);
    expect(r.body.result.status).toBe('pending');
    // The receipt became a private file, answered as a signed URL.
    expect(r.body.result).toHaveProperty(
      'proofImage',
      expect.stringMatching(/^\/uploads\/private\/(ab){16}\.png\?exp=/),
    );
    expect((await balanceOf(h, u.id)).balance).toBe(0);
    expect((await decide('recharge', r.body.result.id, 'approve')).body.result.status).toBe('approved');
    expect((await balanceOf(h, u.id)).balance).toBe(5000);
    expect((await decide('recharge', r.body.result.id, 'approve')).status).toBe(409);

    const r2 = await h.api('applyRecharge', { amount: 700, accountId }, { token: u.accessToken });
    expect((await decide('recharge', r2.body.result.id, 'reject')).status).toBe(400);
    expect((await decide('recharge', r2.body.result.id, 'reject', 'no transfer found')).body.result.status).toBe(
      'rejected',
    );
    expect((await balanceOf(h, u.id)).balance).toBe(5000);

    const page = await h.api('RechargePage', { status: 'rejected' }, { token: u.accessToken });
    expect(page.body.result.total).toBe(1);
    expect(page.body.result.items[0]?.status).toBe('rejected');
    await expectLedgerSound();
  });

  it('refuses bad input (400), limits (422), unknown account (404), anonymous (401)', async () => {
    const u = await user();
    const accountId = await platformAccountId(h);
    const call = (body: unknown, token: string | null = u.accessToken) =>
      h.call('POST', '/api/front/applyRecharge', { ...(token ? { token } : {}), body });
    const neg = await call({ amount: -1, accountId });
    expect(neg.status).toBe(400);
    expect(neg.body.errors).toHaveProperty('amount');
    const low = await call({ amount: 50, accountId });
    expect(low.status).toBe(422);
    expect(low.body.errors).toHaveProperty('amount');
    expect((await call({ amount: 10_000_000, accountId })).status).toBe(422);
    expect((await call({ amount: 500, accountId: 9999 })).status).toBe(404);
    expect((await call({ amount: 500, accountId }, null)).status).toBe(401);
    expect((await h.api('RechargePage', { page: 0 }, { token: u.accessToken })).status).toBe(400);
    expect((await decide('recharge', 999_999, 'approve')).status).toBe(404);
  });
});

describe('ApplyWithdraw', () => {
  const withdraw = (token: string, body: unknown, headers?: Record<string, string>) =>
    h.call<{ id: number; status: string; cardNumber: string }>('POST', '/api/front/ApplyWithdraw', {
      token,
      body,
      ...(headers ? { headers } : {}),
    });

  it('holds the amount; paid moves it out, rejected returns it', async () => {
    const u = await user(10_000, true);
    const w = await withdraw(u.accessToken, { amount: 4000, payPassword: PAY_PASSWORD });
    expect(w.status).toBe(200);
    expect(w.body.result.cardNumber).toBe(`**** **** **** ${CARD.cardNumber.slice(-4)}`);
    expect(await balanceOf(h, u.id)).toMatchObject({ balance: 6000, frozen: 4000 });
    await decide('withdraw', w.body.result.id, 'approve');
    expect(await balanceOf(h, u.id)).toMatchObject({ balance: 6000, frozen: 0 });

    const w2 = await withdraw(u.accessToken, { amount: 1000, payPassword: PAY_PASSWORD });
    await decide('withdraw', w2.body.result.id, 'reject', 'card closed');
    expect(await balanceOf(h, u.id)).toMatchObject({ balance: 6000, frozen: 0 });
    const a = await auditLedger(h.app.ctx.db);
    expect(a.balances.get(SYSTEM.withdrawal)).toBeGreaterThanOrEqual(4000);
    await expectLedgerSound();
  });

  it('refuses more than the balance, a wrong or unset pay password, and no card (422)', async () => {
    const u = await user(1000, true);
    const over = await withdraw(u.accessToken, { amount: 1001, payPassword: PAY_PASSWORD });
    expect(over.status).toBe(422);
    expect(over.body.errors).toHaveProperty('amount');
    const wrong = await withdraw(u.accessToken, { amount: 100, payPassword: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toHaveProperty('payPassword');
    const bad = await withdraw(u.accessToken, { amount: 100, payPassword: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('payPassword');
    const fresh = await user(1000);
    const unset = await withdraw(fresh.accessToken, { amount: 100, payPassword: PAY_PASSWORD });
    expect(unset.status).toBe(422);
    expect(unset.body.message).toMatch(/not set/);
    expect(await balanceOf(h, u.id)).toMatchObject({ balance: 1000, frozen: 0 });
  });

  it('locks out after five wrong pay passwords (429)', async () => {
    const u = await user(1000, true);
    for (let i = 0; i < 5; i++)
      expect((await withdraw(u.accessToken, { amount: 100, payPassword: '999999' })).status).toBe(422);
    const locked = await withdraw(u.accessToken, { amount: 100, payPassword: PAY_PASSWORD });
    expect(locked.status).toBe(429);
    h.clock.advance(16 * 60_000);
    expect((await withdraw(u.accessToken, { amount: 100, payPassword: PAY_PASSWORD })).status).toBe(200);
  });

  it('replays an Idempotency-Key without a second hold', async () => {
    const u = await user(5000, true);
    const headers = { 'idempotency-key': 'wd-1' };
    const a = await withdraw(u.accessToken, { amount: 3000, payPassword: PAY_PASSWORD }, headers);
    const b = await withdraw(u.accessToken, { amount: 3000, payPassword: PAY_PASSWORD }, headers);
    expect(b.body.result).toEqual(a.body.result);
    expect(await balanceOf(h, u.id)).toMatchObject({ balance: 2000, frozen: 3000 });
    expect((await withdraw(u.accessToken, { amount: 10, payPassword: PAY_PASSWORD }, headers)).status).toBe(422);
  });
});

describe('ApplyScoreTiYanRefund', () => {
  it('holds points; approve refunds them, reject returns them; more than owned is 422', async () => {
    const u = await user();
    await withTx(h.app.ctx.db, (tx) => grantScore(tx, u.id, 300, 'trial', h.clock.now));
    const apply = (points: number) => h.api('ApplyScoreTiYanRefund', { points }, { token: u.accessToken });
    const r = await apply(100);
    expect(r.status).toBe(200);
    expect((await balanceOf(h, u.id)).score).toBe(200);
    await decide('refund', r.body.result.id, 'approve');
    const r2 = await apply(50);
    await decide('refund', r2.body.result.id, 'reject', 'not eligible');
    expect((await balanceOf(h, u.id)).score).toBe(200);
    const over = await apply(201);
    expect(over.status).toBe(422);
    expect(over.body.errors).toHaveProperty('points');
    expect((await h.api('ApplyScoreTiYanRefund', { points: 0 }, { token: u.accessToken })).status).toBe(400);
    expect((await h.api('ApplyScoreTiYanRefund', { points: 1 })).status).toBe(401);
  });
});

describe('WalletsPage', () => {
  it('lists available-balance entries newest first with the balance after each, filterable by kind', async () => {
    const u = await user(3000, true);
    await h.api('ApplyWithdraw', { amount: 1000, payPassword: PAY_PASSWORD }, { token: u.accessToken });
    const page = await h.api('WalletsPage', {}, { token: u.accessToken });
    expect(page.status).toBe(200);
    expect(page.body.result.items.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['withdraw_hold', -1000, 2000],
      ['recharge', 3000, 3000],
    ]);
    const only = await h.api('WalletsPage', { kind: 'recharge' }, { token: u.accessToken });
    expect(only.body.result.total).toBe(1);
    expect(
      (await h.call('POST', '/api/front/WalletsPage', { token: u.accessToken, body: { kind: 'gift' } })).status,
    ).toBe(400);
    expect((await h.api('WalletsPage', {})).status).toBe(401);
  });
});

describe('ledger.post', () => {
  it('refuses an unbalanced posting and never lets a user account go negative', async () => {
    const u = await user(100);
    await expect(
      withTx(h.app.ctx.db, (tx) =>
        post(tx, {
          kind: 'recharge',
          memo: 'x',
          refId: null,
          at: h.clock.now,
          legs: [{ account: userAccount(u.id, 'available'), amount: 5 }],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    await expect(
      withTx(h.app.ctx.db, (tx) =>
        post(tx, {
          kind: 'purchase',
          memo: 'x',
          refId: null,
          at: h.clock.now,
          legs: [
            { account: userAccount(u.id, 'available'), amount: -101 },
            { account: SYSTEM.sales, amount: 101 },
          ],
        }),
      ),
    ).rejects.toThrow(/insufficient/);
    expect((await balanceOf(h, u.id)).balance).toBe(100);
    await expectLedgerSound();
  });

  it('lets the operator read a user’s ledger with an audit', async () => {
    const u = await user(1200);
    const r = await h.operator<{ balances: { available: number }; entries: unknown[]; audit: { ok: boolean } }>(
      'GET',
      `/ledger?phone=${u.phone}`,
    );
    expect(r.body.result.balances.available).toBe(1200);
    expect(r.body.result.entries).toHaveLength(1);
    expect(r.body.result.audit.ok).toBe(true);
    expect((await h.operator('GET', '/ledger?phone=100')).status).toBe(404);
  });
});
