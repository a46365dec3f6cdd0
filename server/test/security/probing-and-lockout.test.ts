// Items 2 and 4 of issue 21. (2) Registered phones could be listed: getMobileCodeRegist answered
// 409 phone_taken before any limit, and register answered 409 before checking the code. Now a
// register code goes to every phone within the same limits, and register says phone_taken only
// after the code checked out. (4) Anyone could lock a buyer out: the SMS budget was per phone for
// every purpose and the wrong-password budget per phone. Now budgets are per phone, purpose and
// requesting address (with a higher per-phone ceiling), and a signed-in user's code and a login
// from elsewhere are not blocked by an anonymous flood.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES_PER_PHONE_HOUR, CODES_PER_REQUESTER_HOUR } from '../../sms/codes';
import { LOGIN_LIMITS } from '../../auth/login-routes';
import { createHarness, nextPhone, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const MINUTE = 61_000;

describe('phone enumeration through register', () => {
  it('getMobileCodeRegist answers a registered phone exactly like a new one, with the same limits', async () => {
    const known = await h.registerUser();
    const answers = [];
    for (const [phone, ip] of [
      [known.phone, '198.51.100.1'],
      [nextPhone(), '198.51.100.2'],
    ] as const) {
      const before = h.sms.sent.length;
      const sent = await h.api('getMobileCodeRegist', { phone }, { ip });
      const again = await h.api('getMobileCodeRegist', { phone }, { ip });
      answers.push({
        sent: sent.status,
        body: { ...sent.body, time: undefined, result: { ...sent.body.result, sentTo: undefined } },
        again: again.status,
        againReason: again.body.reason,
        smsSent: h.sms.sent.length - before,
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ sent: 200, again: 429, againReason: 'rate_limited', smsSent: 1 });
  });

  it('register tells a taken phone only after its code checked out', async () => {
    const known = await h.registerUser();
    const other = (code: string | undefined) => (code === '111111' ? '222222' : '111111');
    // Without the right code nothing says the phone has an account.
    const sent = await h.api('getMobileCodeRegist', { phone: known.phone }, { ip: '198.51.100.3' });
    expect(sent.status).toBe(200);
    const code = h.sms.last(known.phone);
    const guess = await h.api('register', { phone: known.phone, code: other(code), password: 'a-fine-passphrase' });
    expect(guess.status).toBe(422);
    expect(guess.body).toMatchObject({ reason: 'code_wrong', fields: { code: { rule: 'code_wrong' } } });
    // The owner, with the code their phone received, learns it under the phone field.
    const owner = await h.api('register', { phone: known.phone, code: code ?? '', password: 'a-fine-passphrase' });
    expect(owner.status).toBe(409);
    expect(owner.body).toMatchObject({ reason: 'phone_taken', fields: { phone: { rule: 'phone_taken' } } });
    // Nothing was created or changed: the old password still logs in.
    const login = await h.api('login', { phone: known.phone, password: known.password });
    expect(login.status).toBe(200);
  });
});

describe('an anonymous flood does not lock the owner out', () => {
  it('login codes asked from one address leave the owner’s login and pay-password codes alone', async () => {
    const victim = await h.registerUser();
    let sent = 0;
    for (let i = 0; i < 12; i++) {
      const r = await h.api('getMobileCodeLogin', { phone: victim.phone }, { ip: '203.0.113.50' });
      if (r.status === 200) sent += 1;
      h.clock.advance(MINUTE);
    }
    expect(sent).toBe(CODES_PER_REQUESTER_HOUR);
    // The owner, from their own address: a login code, then (signed in) a pay-password code.
    const mine = await h.api('getMobileCodeLogin', { phone: victim.phone }, { ip: '198.51.100.60' });
    expect(mine.status).toBe(200);
    const login = await h.api('login', { phone: victim.phone, code: h.sms.last(victim.phone) ?? '' });
    expect(login.status).toBe(200);
    const pay = await h.api('GetMobileCodeModifyPayPwd', {}, { token: victim.accessToken });
    expect(pay.status).toBe(200);
  });

  it('a signed-in user’s pay-password code is not blocked by a flood from their own network', async () => {
    const victim = await h.registerUser();
    const shared = '203.0.113.51';
    for (let i = 0; i < h.config.smsIpPerHour + 2; i++) {
      await h.api('getMobileCodeRegist', { phone: nextPhone() }, { ip: shared });
    }
    expect((await h.api('getMobileCodeRegist', { phone: nextPhone() }, { ip: shared })).status).toBe(429);
    const pay = await h.api('GetMobileCodeModifyPayPwd', {}, { token: victim.accessToken, ip: shared });
    expect(pay.status).toBe(200);
  });

  it('many addresses together send one phone at most the per-phone ceiling per purpose', async () => {
    const victim = await h.registerUser();
    let sent = 0;
    for (let i = 0; i < CODES_PER_PHONE_HOUR + 5; i++) {
      const r = await h.api('getMobileCodeLogin', { phone: victim.phone }, { ip: `203.0.114.${i}` });
      if (r.status === 200) sent += 1;
    }
    expect(sent).toBe(CODES_PER_PHONE_HOUR);
    // Another purpose has its own budget.
    expect((await h.api('GetMobileCodeModifyPayPwd', {}, { token: victim.accessToken })).status).toBe(200);
  });

  it('wrong passwords from one address lock that address only; the owner logs in from another', async () => {
    const victim = await h.registerUser();
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const r = await h.api('login', { phone: victim.phone, password: `wrong-password-${i}` }, { ip: '203.0.113.52' });
      statuses.push(r.status);
    }
    expect(statuses.filter((s) => s === 422)).toHaveLength(LOGIN_LIMITS.phoneFromIp[0]?.max ?? 0);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // The attacker's address stays refused, even with the right password.
    const blocked = await h.api('login', { phone: victim.phone, password: victim.password }, { ip: '203.0.113.52' });
    expect(blocked.status).toBe(429);
    const owner = await h.api('login', { phone: victim.phone, password: victim.password }, { ip: '198.51.100.61' });
    expect(owner.status).toBe(200);
    // ChangePassword (signed in) has its own budget: the flood does not block it either.
    const changed = await h.api(
      'ChangePassword',
      { oldPassword: victim.password, newPassword: 'another-long-passphrase' },
      { token: owner.body.result.accessToken },
    );
    expect(changed.status).toBe(200);
  });

  it('past the per-phone ceiling password logins wait, and a code login still works', async () => {
    const victim = await h.registerUser();
    let evaluated = 0;
    for (let i = 0; i < 60; i++) {
      const r = await h.api(
        'login',
        { phone: victim.phone, password: `wrong-${i}-password` },
        { ip: `203.0.115.${i % 6}` },
      );
      if (r.status === 422) evaluated += 1;
    }
    expect(evaluated).toBe(LOGIN_LIMITS.phone[0]?.max ?? 0);
    const refused = await h.api('login', { phone: victim.phone, password: victim.password }, { ip: '198.51.100.62' });
    expect(refused.status).toBe(429);
    expect((await h.api('getMobileCodeLogin', { phone: victim.phone }, { ip: '198.51.100.62' })).status).toBe(200);
    const byCode = await h.api('login', { phone: victim.phone, code: h.sms.last(victim.phone) ?? '' });
    expect(byCode.status).toBe(200);
  });
});
