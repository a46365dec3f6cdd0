import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from '../test/harness';

let h: Harness;
let u: TestUser;
beforeAll(async () => {
  h = await createHarness();
  u = await h.registerUser({ payPassword: false });
});
afterAll(() => h.close());

const addr = (over: Record<string, unknown> = {}) => ({
  name: 'Ana Li',
  phone: '13812345678',
  region: 'Shanghai Pudong',
  detail: '1 Century Ave',
  ...over,
});

describe('profile', () => {
  it('getInfo answers the contract shape with a masked phone and zero wallet', async () => {
    const r = await h.api('getInfo', {}, { token: u.accessToken });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      phone: `${u.phone.slice(0, 3)}****${u.phone.slice(-4)}`,
      level: { id: 1, name: 'Bronze' },
      balance: 0,
      hasPayPassword: false,
      smallPayLimit: 0,
      identityStatus: 'none',
    });
    expect(JSON.stringify(r.body)).not.toContain('passwordHash');
  });

  it('ChangeNickName trims, saves and refuses empty or long names with 400', async () => {
    const r = await h.api('ChangeNickName', { nickname: '  Collector  ' }, { token: u.accessToken });
    expect(r.body.result.nickname).toBe('Collector');
    const empty = await h.api('ChangeNickName', { nickname: '   ' }, { token: u.accessToken });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('nickname');
    const long = await h.api('ChangeNickName', { nickname: 'x'.repeat(21) }, { token: u.accessToken });
    expect(long.status).toBe(400);
    expect((await h.api('ChangeNickName', { nickname: 'A' })).status).toBe(401);
  });
});

describe('addresses', () => {
  it('the first address becomes the default; a new default replaces it; one default always', async () => {
    const me = await h.registerUser();
    const first = await h.api('addAddress', addr(), { token: me.accessToken });
    expect(first.status).toBe(200);
    expect(first.body.result.isDefault).toBe(true);
    const second = await h.api('addAddress', addr({ name: 'Bo', isDefault: true, postalCode: '200120' }), {
      token: me.accessToken,
    });
    expect(second.body.result.isDefault).toBe(true);
    const list = await h.api('GetAddressList', {}, { token: me.accessToken });
    expect(list.body.result.map((a) => [a.id, a.isDefault])).toEqual([
      [second.body.result.id, true],
      [first.body.result.id, false],
    ]);
    // Unticking the default on the default address keeps it (there must be one).
    const keep = await h.api(
      'updateAddress',
      { id: second.body.result.id, ...addr({ name: 'Bo Two', isDefault: false }) },
      { token: me.accessToken },
    );
    expect(keep.body.result).toMatchObject({ name: 'Bo Two', isDefault: true, postalCode: null });
    const move = await h.api(
      'updateAddress',
      { id: first.body.result.id, ...addr({ isDefault: true }) },
      { token: me.accessToken },
    );
    expect(move.body.result.isDefault).toBe(true);
    const one = await h.api('GetAddressList', { id: second.body.result.id }, { token: me.accessToken });
    expect(one.body.result).toHaveLength(1);
    expect(one.body.result[0]?.isDefault).toBe(false);
    const del = await h.api('deleteAddress', { id: first.body.result.id }, { token: me.accessToken });
    expect(del.status).toBe(200);
    const after = await h.api('GetAddressList', {}, { token: me.accessToken });
    expect(after.body.result.map((a) => a.isDefault)).toEqual([true]);
  });

  it("another user's address is a 404, a malformed one a 400 naming the field", async () => {
    const owner = await h.registerUser();
    const a = await h.api('addAddress', addr(), { token: owner.accessToken });
    const id = a.body.result.id;
    expect((await h.api('GetAddressList', { id }, { token: u.accessToken })).status).toBe(404);
    expect((await h.api('updateAddress', { id, ...addr() }, { token: u.accessToken })).status).toBe(404);
    expect((await h.api('deleteAddress', { id }, { token: u.accessToken })).status).toBe(404);
    const bad = await h.api('addAddress', addr({ phone: 'call me' }), { token: u.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('phone');
    const badId = await h.api('GetAddressList', { id: 'abc' }, { token: u.accessToken });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toHaveProperty('id');
  });

  it('addresses concurrently added by one user end with exactly one default', async () => {
    const me = await h.registerUser();
    await Promise.all(
      Array.from({ length: 5 }, () => h.api('addAddress', addr({ isDefault: true }), { token: me.accessToken })),
    );
    const list = await h.api('GetAddressList', {}, { token: me.accessToken });
    expect(list.body.result).toHaveLength(5);
    expect(list.body.result.filter((a) => a.isDefault)).toHaveLength(1);
  });
});

describe('bank details', () => {
  const card = { bankName: 'Bank of Tests', holderName: 'Ana Li', cardNumber: '4111111111111111', branch: 'Pudong' };

  it('needs a pay password, then saves the card and answers it masked', async () => {
    const me = await h.registerUser({ payPassword: false });
    expect((await h.api('GetUserBankInfo', {}, { token: me.accessToken })).body.result).toBeNull();
    const noPay = await h.api('SaveUserBankInfo', { ...card, payPassword: '135790' }, { token: me.accessToken });
    expect(noPay.status).toBe(422);
    expect(noPay.body.errors).toHaveProperty('payPassword');
    h.clock.advance(61_000);
    await h.call('GET', '/api/front/GetMobileCodeModifyPayPwd', { token: me.accessToken });
    await h.call('POST', '/api/front/ModifyPayPwd', {
      token: me.accessToken,
      body: { code: h.sms.last(me.phone), payPassword: '135790' },
    });
    const wrong = await h.api('SaveUserBankInfo', { ...card, payPassword: '000000' }, { token: me.accessToken });
    expect(wrong.status).toBe(422);
    const saved = await h.api('SaveUserBankInfo', { ...card, payPassword: '135790' }, { token: me.accessToken });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ cardNumber: '**** **** **** 1111', last4: '1111' });
    const read = await h.api('GetUserBankInfo', {}, { token: me.accessToken });
    expect(JSON.stringify(read.body)).not.toContain('4111111111111111');
    const badCard = await h.api(
      'SaveUserBankInfo',
      { ...card, cardNumber: '4111111111111112', payPassword: '135790' },
      { token: me.accessToken },
    );
    expect(badCard.status).toBe(400);
    expect(badCard.body.errors).toHaveProperty('cardNumber');
  });

  it('counts wrong pay passwords: five, then 429 even for the right one, on withdrawals too', async () => {
    const me = await h.registerUser();
    h.clock.advance(61_000);
    await h.call('GET', '/api/front/GetMobileCodeModifyPayPwd', { token: me.accessToken });
    await h.call('POST', '/api/front/ModifyPayPwd', {
      token: me.accessToken,
      body: { code: h.sms.last(me.phone), payPassword: '135790' },
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await h.api('SaveUserBankInfo', { ...card, payPassword: '000000' }, { token: me.accessToken });
      expect(wrong.status).toBe(422);
    }
    const locked = await h.api('SaveUserBankInfo', { ...card, payPassword: '135790' }, { token: me.accessToken });
    expect(locked.status).toBe(429);
    const withdraw = await h.api('ApplyWithdraw', { amount: 100, payPassword: '135790' }, { token: me.accessToken });
    expect(withdraw.status).toBe(429);
  });

  it('GetBankInfo answers the configured receiving account and limits', async () => {
    const r = await h.api('GetBankInfo', {}, { token: u.accessToken });
    expect(r.status).toBe(200);
    expect(r.body.result.accounts[0]?.accountNumber).toBe(h.config.platformBank.account);
    expect(r.body.result.minAmount).toBe(h.config.recharge.min);
    expect((await h.api('GetBankInfo', {})).status).toBe(401);
  });
});
