// The refusals a screen must tell apart, through the real app: each carries its reason code (and
// the field at fault), not only an English sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProduct,
  closeWindowNow,
  fund,
  openAllDay,
  PAY_PASSWORD,
  prepareWithdrawals,
  userIdOf,
} from '../test/market';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('reasons', () => {
  it('tells a closed window, a sold-out item and a short balance apart', async () => {
    const u = await h.registerUser();
    const pid = await addProduct(h, { price: 5000, stock: 1 });
    await closeWindowNow(h);
    const closed = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken });
    expect(closed.body).toMatchObject({ code: 422, reason: 'window_closed' });

    await openAllDay(h);
    const poor = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken });
    expect(poor.body).toMatchObject({ code: 422, reason: 'insufficient_balance' });

    const rich = await h.registerUser();
    await fund(h, rich.accessToken, 10_000);
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: rich.accessToken })).status,
    ).toBe(200);
    const gone = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: rich.accessToken });
    expect(gone.body).toMatchObject({ reason: 'sold_out', fields: { productId: { rule: 'sold_out' } } });
  });

  it('names the pay password field when it is wrong, and the amount when it is out of range', async () => {
    const u = await h.registerUser();
    await prepareWithdrawals(h, userIdOf(u.accessToken));
    const card = { bankName: 'Bank of China', holderName: 'Li Wei', cardNumber: '6011000990139424' };
    const wrong = await h.api('SaveUserBankInfo', { ...card, payPassword: '000000' }, { token: u.accessToken });
    expect(wrong.body).toMatchObject({
      code: 422,
      reason: 'wrong_pay_password',
      fields: { payPassword: { rule: 'wrong_pay_password' } },
    });
    expect(PAY_PASSWORD).not.toBe('000000');
    const tiny = await h.api('applyRecharge', { amount: 1, accountId: 1 }, { token: u.accessToken });
    expect(tiny.body).toMatchObject({
      reason: 'amount_out_of_range',
      fields: { amount: { rule: 'min', params: { min: h.config.recharge.min } } },
    });
  });

  it('tells a wrong code from an expired one, and a taken phone', async () => {
    const u = await h.registerUser();
    h.clock.advance(61_000); // one code per phone per minute: registering just sent one
    expect((await h.api('getMobileCodeLogin', { phone: u.phone })).status).toBe(200);
    const code = h.sms.last(u.phone) ?? '';
    const other = code === '111111' ? '222222' : '111111';
    const wrong = await h.api('login', { phone: u.phone, code: other });
    expect(wrong.body).toMatchObject({ reason: 'code_wrong', fields: { code: { rule: 'code_wrong' } } });
    h.clock.advance(10 * 60_000);
    const late = await h.api('login', { phone: u.phone, code });
    expect(late.body).toMatchObject({ reason: 'code_expired' });
    // A taken phone is told only to whoever holds its register code (probing-and-lockout.test.ts).
    expect((await h.api('getMobileCodeRegist', { phone: u.phone })).status).toBe(200);
    const taken = await h.api('register', {
      phone: u.phone,
      code: h.sms.last(u.phone) ?? '',
      password: 'a-fine-passphrase',
    });
    expect(taken.body).toMatchObject({ code: 409, reason: 'phone_taken', fields: { phone: { rule: 'phone_taken' } } });
  });
});
