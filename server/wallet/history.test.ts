// The user's own withdrawal and score-refund history (WithdrawPage, ScoreRefundPage), the
// rejection reason codes operators give, and the wallet rows of a decided withdrawal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { withTx } from '../db/tx';
import { fund, PAY_PASSWORD, platformAccountId, prepareWithdrawals, userIdOf } from '../test/market';
import { grantScore } from './review';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function user(amount = 0) {
  const u = await h.registerUser();
  const id = userIdOf(u.accessToken);
  if (amount > 0) await fund(h, u.accessToken, amount);
  await prepareWithdrawals(h, id);
  return { ...u, id };
}

const decide = (body: Record<string, unknown>) => h.operator<{ status: string }>('POST', '/applications/decide', body);

async function withdraw(token: string, amount: number): Promise<number> {
  const r = await h.api('ApplyWithdraw', { amount, payPassword: PAY_PASSWORD }, { token });
  expect(r.status).toBe(200);
  return r.body.result.id;
}

describe('WithdrawPage', () => {
  it("pages through the user's own withdrawals, newest first, with the rejection code and the masked card", async () => {
    const u = await user(10_000);
    const first = await withdraw(u.accessToken, 1000);
    const second = await withdraw(u.accessToken, 2000);
    const third = await withdraw(u.accessToken, 3000);
    expect((await decide({ type: 'withdraw', id: first, decision: 'approve' })).status).toBe(200);
    const rejected = await decide({
      type: 'withdraw',
      id: second,
      decision: 'reject',
      reasonCode: 'card_mismatch',
      reason: 'holder name differs',
    });
    expect(rejected.status).toBe(200);

    const page = await h.api('WithdrawPage', { pageSize: 2 }, { token: u.accessToken });
    expect(page.status).toBe(200);
    expect(page.body.result.total).toBe(3);
    expect(page.body.result.items.map((w) => [w.id, w.status, w.reasonCode])).toEqual([
      [third, 'pending', null],
      [second, 'rejected', 'card_mismatch'],
    ]);
    expect(page.body.result.items[1]).toMatchObject({ reason: 'holder name differs', amount: 2000 });
    expect(page.body.result.items[1]?.cardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(page.body.result.items[1]?.reviewedAt).not.toBeNull();
    const next = await h.api('WithdrawPage', { page: 2, pageSize: 2 }, { token: u.accessToken });
    expect(next.body.result.items.map((w) => [w.id, w.status])).toEqual([[first, 'approved']]);
    const onlyRejected = await h.api('WithdrawPage', { status: 'rejected' }, { token: u.accessToken });
    expect(onlyRejected.body.result.items.map((w) => w.id)).toEqual([second]);
  });

  it("never lists another user's applications, and needs a login", async () => {
    const a = await user(5000);
    const b = await user(5000);
    const mine = await withdraw(a.accessToken, 1000);
    await h.api('ApplyScoreTiYanRefund', { points: 1 }, { token: a.accessToken });
    const theirs = await h.api('WithdrawPage', { pageSize: 50 }, { token: b.accessToken });
    expect(theirs.status).toBe(200);
    expect(theirs.body.result).toMatchObject({ items: [], total: 0 });
    expect((await h.api('ScoreRefundPage', {}, { token: b.accessToken })).body.result.total).toBe(0);
    expect((await h.api('WithdrawPage', {}, { token: a.accessToken })).body.result.items.map((w) => w.id)).toEqual([
      mine,
    ]);
    expect((await h.api('WithdrawPage', {})).status).toBe(401);
    expect((await h.api('ScoreRefundPage', {})).status).toBe(401);
    const bad = await h.call('POST', '/api/front/WithdrawPage', { token: a.accessToken, body: { status: 'lost' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('status');
  });

  it('reads a rejection given only a note as "other", and refuses an unknown code', async () => {
    const u = await user(3000);
    const id = await withdraw(u.accessToken, 1000);
    const unknown = await decide({ type: 'withdraw', id, decision: 'reject', reasonCode: 'bad_luck' });
    expect(unknown.status).toBe(400);
    expect((await decide({ type: 'withdraw', id, decision: 'reject', reason: 'closed account' })).status).toBe(200);
    const page = await h.api('WithdrawPage', {}, { token: u.accessToken });
    expect(page.body.result.items[0]).toMatchObject({
      status: 'rejected',
      reasonCode: 'other',
      reason: 'closed account',
    });
  });
});

describe('RechargePage', () => {
  it('a rejected recharge reads its own code; a withdrawal code or none is refused or read as "other"', async () => {
    const u = await user();
    const accountId = await platformAccountId(h);
    const apply = async () =>
      (await h.api('applyRecharge', { amount: 800, accountId }, { token: u.accessToken })).body.result.id;
    const one = await apply();
    const wrong = await decide({ type: 'recharge', id: one, decision: 'reject', reasonCode: 'card_mismatch' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('reasonCode');
    const ok = await decide({
      type: 'recharge',
      id: one,
      decision: 'reject',
      reasonCode: 'amount_mismatch',
      reason: 'paid 8.00 only',
    });
    expect(ok.status).toBe(200);
    const two = await apply();
    expect((await decide({ type: 'recharge', id: two, decision: 'reject', reason: 'no transfer seen' })).status).toBe(
      200,
    );
    const page = await h.api('RechargePage', {}, { token: u.accessToken });
    expect(page.body.result.items.map((r) => [r.id, r.status, r.reasonCode])).toEqual([
      [two, 'rejected', 'other'],
      [one, 'rejected', 'amount_mismatch'],
    ]);
  });
});

describe('ScoreRefundPage', () => {
  it('lists score refunds with their outcome and rejection code', async () => {
    const u = await user();
    await withTx(h.app.ctx.db, (tx) => grantScore(tx, u.id, 300, 'trial', h.clock.now));
    const apply = async (points: number) =>
      (await h.api('ApplyScoreTiYanRefund', { points }, { token: u.accessToken })).body.result.id;
    const one = await apply(100);
    const two = await apply(50);
    await decide({ type: 'refund', id: one, decision: 'reject', reasonCode: 'not_eligible' });
    const page = await h.api('ScoreRefundPage', {}, { token: u.accessToken });
    expect(page.body.result.items.map((r) => [r.id, r.points, r.status, r.reasonCode])).toEqual([
      [two, 50, 'pending', null],
      [one, 100, 'rejected', 'not_eligible'],
    ]);
  });
});

describe('WalletsPage withdrawal rows', () => {
  it("say where each withdrawal stands now: a rejected one's hold is not left as held", async () => {
    const u = await user(5000);
    const paid = await withdraw(u.accessToken, 1000);
    const refused = await withdraw(u.accessToken, 1500);
    const waiting = await withdraw(u.accessToken, 500);
    await decide({ type: 'withdraw', id: paid, decision: 'approve' });
    await decide({ type: 'withdraw', id: refused, decision: 'reject', reasonCode: 'duplicate' });
    const page = await h.api('WalletsPage', {}, { token: u.accessToken });
    const rows = page.body.result.items.map((e) => [e.kind, e.refId, e.applicationStatus]);
    expect(rows).toEqual([
      ['withdraw_release', refused, 'rejected'],
      ['withdraw_hold', waiting, 'pending'],
      ['withdraw_hold', refused, 'rejected'],
      ['withdraw_hold', paid, 'approved'],
      ['recharge', expect.any(Number), null],
    ]);
  });
});
