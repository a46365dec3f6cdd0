// Users in the console (find, detail, freeze) and what a frozen account may still do: sign in and
// read, but buy, consign, recharge and withdraw answer 403 account_frozen — and all of it again
// after the freeze is lifted. The freeze is in the audit log with the state before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { createHarness, type Harness } from '../test/harness';
import { consoleInject, consoleSession, envelopeOf, type ConsoleSession } from '../test/console';
import {
  addProduct,
  balanceOf,
  CARD,
  fund,
  openAllDay,
  PAY_PASSWORD,
  platformAccountId,
  prepareWithdrawals,
  userIdOf,
} from '../test/market';
import { auditLedger } from '../wallet/ledger';

let h: Harness;
let support: ConsoleSession;
let viewer: ConsoleSession;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
  support = await consoleSession(h, 'support');
  viewer = await consoleSession(h, 'viewer');
});
afterAll(() => h.close());

async function member(amount = 100_000) {
  const u = await h.registerUser();
  if (amount > 0) await fund(h, u.accessToken, amount);
  return { ...u, id: userIdOf(u.accessToken) };
}

const freeze = (id: number, frozen: boolean, note?: string, s = support) =>
  consoleInject(h, s, 'POST', '/users/freeze', { id, frozen, ...(note ? { note } : {}) });

describe('userFind and userDetail', () => {
  it('finds by the full phone, the id or the invitation code; a viewer reads the phone masked', async () => {
    const u = await member(5000);
    const byId = envelopeOf<OperatorAnswer<'userFind'>>(
      await consoleInject(h, support, 'GET', `/users/find?id=${u.id}`),
    );
    expect(byId.result.items).toHaveLength(1);
    const code = byId.result.items[0]?.invitationCode ?? '';
    expect(byId.result.items[0]?.phone).toBe(u.phone);
    const byPhone = envelopeOf<OperatorAnswer<'userFind'>>(
      await consoleInject(h, support, 'GET', `/users/find?phone=${u.phone}`),
    );
    expect(byPhone.result.items.map((i) => i.id)).toEqual([u.id]);
    const byCode = envelopeOf<OperatorAnswer<'userFind'>>(
      await consoleInject(h, viewer, 'GET', `/users/find?invitationCode=${code.toLowerCase()}`),
    );
    expect(byCode.result.items.map((i) => i.id)).toEqual([u.id]);
    expect(byCode.result.items[0]?.phone).not.toBe(u.phone);
    expect(byCode.result.items[0]?.phone).toContain('****');
    // No partial phone search, and exactly one way at a time.
    const partial = await consoleInject(h, support, 'GET', `/users/find?phone=${u.phone.slice(0, 7)}`);
    expect(envelopeOf<OperatorAnswer<'userFind'>>(partial).result.items).toEqual([]);
    const two = await consoleInject(h, support, 'GET', `/users/find?id=${u.id}&phone=${u.phone}`);
    expect(two.statusCode).toBe(400);
    const none = envelopeOf<OperatorAnswer<'userFind'>>(
      await consoleInject(h, support, 'GET', '/users/find?id=999999'),
    );
    expect(none.result.items).toEqual([]);
  });

  it('answers the profile, balances, ledger, orders, addresses and identity state', async () => {
    const u = await member(50_000);
    const pid = await addProduct(h, { price: 1200, stock: 3 });
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken })).status,
    ).toBe(200);
    const r = await consoleInject(h, viewer, 'GET', `/users/detail?id=${u.id}`);
    expect(r.statusCode, r.body).toBe(200);
    const d = envelopeOf<OperatorAnswer<'userDetail'>>(r).result;
    expect(d.user.id).toBe(u.id);
    expect(d.user.phone).toContain('****');
    expect(d.user.identityStatus).toBe('none');
    expect(d.user.frozen).toBe(false);
    expect(d.balances.available).toBe(50_000 - 1200);
    expect(d.ledger.map((e) => e.kind)).toEqual(['purchase', 'recharge']);
    expect(d.orders.map((o) => o.total)).toEqual([1200]);
    expect((await consoleInject(h, viewer, 'GET', '/users/detail?id=999999')).statusCode).toBe(404);
  });
});

describe('userFreeze', () => {
  it('needs a staff note to freeze, and only support or admin may', async () => {
    const u = await member(0);
    const noNote = await freeze(u.id, true);
    expect(noNote.statusCode).toBe(400);
    const byViewer = await freeze(u.id, true, 'fraud check', viewer);
    expect(byViewer.statusCode).toBe(403);
    expect(envelopeOf(byViewer).reason).toBe('role_forbidden');
    const finance = await consoleSession(h, 'finance');
    expect(envelopeOf(await freeze(u.id, true, 'fraud check', finance)).reason).toBe('role_forbidden');
    expect((await freeze(999_999, true, 'nobody')).statusCode).toBe(404);
  });

  it('a frozen account signs in and reads, but buy, consign, recharge and withdraw answer 403 account_frozen', async () => {
    const u = await member(100_000);
    await prepareWithdrawals(h, u.id);
    const pid = await addProduct(h, { price: 1000, stock: 10 });
    const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken });
    expect(bought.status).toBe(200);
    const orderId = bought.body.result.order.id;

    const frozen = await freeze(u.id, true, 'chargeback under review');
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(envelopeOf<OperatorAnswer<'userFreeze'>>(frozen).result.frozen).toBe(true);
    const before = await balanceOf(h, u.id);

    // Reads and signing in still work.
    expect((await h.api('orderList', { page: 1, pageSize: 10 }, { token: u.accessToken })).status).toBe(200);
    const login = await h.call('POST', '/api/front/login', { body: { phone: u.phone, password: u.password } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);

    const refusals = {
      buy: await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken }),
      consign: await h.call('POST', '/api/front/ProductWeiPai', { token: u.accessToken, body: { id: orderId } }),
      consignAll: await h.call('POST', '/api/front/OneKeyProductWeiPai', { token: u.accessToken, body: {} }),
      recharge: await h.api(
        'applyRecharge',
        { amount: 5000, accountId: await platformAccountId(h) },
        { token: u.accessToken },
      ),
      withdraw: await h.api('ApplyWithdraw', { amount: 1000, payPassword: PAY_PASSWORD }, { token: u.accessToken }),
    };
    for (const [what, r] of Object.entries(refusals)) {
      expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(403);
      expect(r.body.reason, what).toBe('account_frozen');
    }
    // Nothing moved.
    expect(await balanceOf(h, u.id)).toEqual(before);

    // The audit log has the freeze with the state before and after.
    const admin = await consoleSession(h, 'admin');
    const audit = envelopeOf<{
      items: { action: string; target: string; operator: string; before: unknown; after: unknown }[];
    }>(await consoleInject(h, admin, 'GET', '/audit?kind=user'));
    const row = audit.result.items.find((i) => i.target === `user:${u.id}`);
    expect(row?.action).toBe('user.freeze');
    expect(row?.operator).toBe(support.name);
    expect(row?.before).toMatchObject({ frozen: false, note: null });
    expect(row?.after).toMatchObject({ frozen: true, note: 'chargeback under review' });

    // Lifted: everything works again.
    const lifted = await freeze(u.id, false);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(envelopeOf<OperatorAnswer<'userFreeze'>>(lifted).result.frozen).toBe(false);
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken })).status,
    ).toBe(200);
    const withdraw = await h.api(
      'ApplyWithdraw',
      { amount: 1000, payPassword: PAY_PASSWORD },
      { token: u.accessToken },
    );
    expect(withdraw.status, JSON.stringify(withdraw.body)).toBe(200);
    const detail = envelopeOf<OperatorAnswer<'userDetail'>>(
      await consoleInject(h, support, 'GET', `/users/detail?id=${u.id}`),
    );
    expect(detail.result.user.frozenAt).toBeNull();

    const a = await auditLedger(h.app.ctx.db);
    expect(a.mismatched).toEqual([]);
    expect(a.negative).toEqual([]);
  });

  it('a frozen account cannot change its withdrawal card (403 account_frozen, the card kept); unfrozen it can', async () => {
    const u = await member(0);
    await prepareWithdrawals(h, u.id);
    const card = (cardNumber: string) => ({
      bankName: 'Other Bank',
      holderName: 'Someone Else',
      cardNumber,
      payPassword: PAY_PASSWORD,
    });
    expect((await freeze(u.id, true, 'account takeover suspected')).statusCode).toBe(200);
    const refused = await h.api('SaveUserBankInfo', card('6011000990139424'), { token: u.accessToken });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.reason).toBe('account_frozen');
    const kept = await h.api('GetUserBankInfo', {}, { token: u.accessToken });
    expect(kept.body.result).toMatchObject({ bankName: CARD.bankName, last4: CARD.cardNumber.slice(-4) });

    expect((await freeze(u.id, false)).statusCode).toBe(200);
    const saved = await h.api('SaveUserBankInfo', card('6011000990139424'), { token: u.accessToken });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result).toMatchObject({ bankName: 'Other Bank', last4: '9424' });
  });

  it('the detail shows the freeze and its note; the token API (the CLI) may freeze too', async () => {
    const u = await member(0);
    const r = await h.operator<OperatorAnswer<'userFreeze'>>('POST', '/users/freeze', {
      id: u.id,
      frozen: true,
      note: 'asked by the owner',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = envelopeOf<OperatorAnswer<'userDetail'>>(
      await consoleInject(h, support, 'GET', `/users/detail?id=${u.id}`),
    );
    expect(d.result.user.frozen).toBe(true);
    expect(d.result.user.frozenReason).toBe('asked by the owner');
    expect(d.result.user.frozenAt).toBe(h.clock.now.toISOString());
  });
});
