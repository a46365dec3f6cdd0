import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, nextPhone, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const codeFor = async (phone: string, path = 'getMobileCodeRegist', ip?: string) => {
  const r = await h.call('GET', `/api/front/${path}`, { query: { phone }, ...(ip ? { ip } : {}) });
  expect(r.status).toBe(200);
  return h.sms.last(phone) ?? '';
};

describe('SMS codes', () => {
  it('sends a 6-digit code and answers the masked phone and countdown', async () => {
    const phone = nextPhone();
    const r = await h.api('getMobileCodeRegist', { phone });
    expect(r.body.result).toEqual({ sentTo: `${phone.slice(0, 3)}****${phone.slice(-4)}`, resendAfter: 60 });
    expect(h.sms.last(phone)).toMatch(/^\d{6}$/);
  });

  it('refuses a second code within 60 s with 429 and retry-after, allows it after', async () => {
    const phone = nextPhone();
    const ip = '192.0.2.21';
    await codeFor(phone, 'getMobileCodeRegist', ip);
    const again = await h.api('getMobileCodeRegist', { phone }, { ip });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // The wait is the requester's: another purpose, or another address, is not held up.
    expect((await h.api('getMobileCodeLogin', { phone }, { ip })).status).toBe(200);
    h.clock.advance(61_000);
    expect((await h.api('getMobileCodeRegist', { phone }, { ip })).status).toBe(200);
  });

  it('allows at most 5 codes per phone, purpose and address per hour, and 20 per phone and purpose', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      expect((await h.api('getMobileCodeRegist', { phone }, { ip: '192.0.2.22' })).status).toBe(200);
      h.clock.advance(61_000);
    }
    const r = await h.api('getMobileCodeRegist', { phone }, { ip: '192.0.2.22' });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/phone/);
    for (let i = 0; i < 15; i++) expect((await h.api('getMobileCodeRegist', { phone })).status).toBe(200);
    expect((await h.api('getMobileCodeRegist', { phone })).status).toBe(429);
  });

  it('limits codes per IP address', async () => {
    let sent = 0;
    let last = 200;
    while (last === 200 && sent < 40) {
      last = (await h.api('getMobileCodeRegist', { phone: nextPhone() }, { ip: '192.0.2.9' })).status;
      if (last === 200) sent += 1;
    }
    expect(sent).toBe(30);
    expect(last).toBe(429);
  });

  it('takes the per-IP limit from SMS_IP_PER_HOUR', async () => {
    const wide = await createHarness({ smsIpPerHour: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await wide.api('getMobileCodeRegist', { phone: nextPhone() }, { ip: '192.0.2.10' })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await wide.close();
    }
  });

  it('takes the per-phone resend wait from SMS_RESEND_S and says it in resendAfter', async () => {
    const quick = await createHarness({ smsResendS: 5 });
    try {
      const phone = nextPhone();
      const ip = '192.0.2.23';
      const first = await quick.api('getMobileCodeRegist', { phone }, { ip });
      expect(first.status).toBe(200);
      expect((first.body as { result: { resendAfter: number } }).result.resendAfter).toBe(5);
      quick.clock.advance(4_000);
      expect((await quick.api('getMobileCodeRegist', { phone }, { ip })).status).toBe(429);
      quick.clock.advance(1_500);
      expect((await quick.api('getMobileCodeRegist', { phone }, { ip })).status).toBe(200);
    } finally {
      await quick.close();
    }
  });

  it('answers a login code for an unknown phone like a known one (sends nothing); sends a register code to a known one too', async () => {
    const phone = nextPhone();
    const unknown = await h.call('GET', '/api/front/getMobileCodeLogin', { query: { phone } });
    expect(unknown.status).toBe(200);
    expect(h.sms.last(phone)).toBeUndefined();
    const u = await h.registerUser();
    const before = h.sms.sent.length;
    const known = await h.api('getMobileCodeRegist', { phone: u.phone });
    expect(known.status).toBe(200);
    expect(h.sms.sent.length).toBe(before + 1); // register then says phone_taken, after the code
  });

  it('a code is single use, expires after 5 minutes and locks after 5 wrong tries', async () => {
    const u = await h.registerUser();
    h.clock.advance(61_000);
    const code = await codeFor(u.phone, 'getMobileCodeLogin');
    expect((await h.api('login', { phone: u.phone, code })).status).toBe(200);
    const reuse = await h.api('login', { phone: u.phone, code });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors).toHaveProperty('code');

    h.clock.advance(61_000);
    const late = await codeFor(u.phone, 'getMobileCodeLogin');
    h.clock.advance(5 * 60_000 + 1000);
    expect((await h.api('login', { phone: u.phone, code: late })).status).toBe(422);

    const fresh = await codeFor(u.phone, 'getMobileCodeLogin');
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await h.api('login', { phone: u.phone, code: wrong });
    const locked = await h.api('login', { phone: u.phone, code: fresh });
    expect(locked.status).toBe(422);
    expect(locked.body.message).toMatch(/too many/);
  });
});

describe('register and login', () => {
  it('registers with an SMS code and answers JWT tokens', async () => {
    const u = await h.registerUser();
    expect(u.accessToken.split('.')).toHaveLength(3);
    expect(u.refreshToken).not.toBe(u.accessToken);
  });

  it('refuses a wrong registration code with 422 naming code', async () => {
    const phone = nextPhone();
    const code = await codeFor(phone);
    const r = await h.api('register', {
      phone,
      code: code === '123456' ? '654321' : '123456',
      password: 'secret-pass-1',
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty('code');
  });

  it('records the inviter and refuses an unknown invitation code', async () => {
    const inviter = await h.registerUser();
    const info = await h.api('getInfo', {}, { token: inviter.accessToken });
    const invited = await h.registerUser({ invitationCode: info.body.result.invitationCode.toLowerCase() });
    const team = await h.api('GetTeamList', {}, { token: inviter.accessToken });
    expect(team.body.result.total).toBe(1);
    expect(team.body.result.members[0]?.phone).toBe(`${invited.phone.slice(0, 3)}****${invited.phone.slice(-4)}`);
    const phone = nextPhone();
    const code = await codeFor(phone);
    const bad = await h.api('register', { phone, code, password: 'secret-pass-1', invitationCode: 'NOPE9999' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('invitationCode');
  });

  it('logs in with the password; a wrong one is 422 naming password; too many failures are 429', async () => {
    const u = await h.registerUser();
    const ok = await h.api('login', { phone: u.phone, password: u.password });
    expect(ok.status).toBe(200);
    const bad = await h.api('login', { phone: u.phone, password: 'wrong-password' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('password');
    const ip = '192.0.2.24';
    for (let i = 0; i < 10; i++) await h.api('login', { phone: u.phone, password: 'wrong-password' }, { ip });
    const limited = await h.api('login', { phone: u.phone, password: u.password }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many failed logins/);
    h.clock.advance(16 * 60_000);
    expect((await h.api('login', { phone: u.phone, password: u.password }, { ip })).status).toBe(200);
  });

  it('answers 400 naming the field for malformed input', async () => {
    const r = await h.api('getMobileCodeLogin', { phone: 'abc' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('phone');
    expect(r.body.message).toMatch(/^phone: /);
    const both = await h.api('login', { phone: '13800000001' });
    expect(both.status).toBe(400);
    expect(both.body.errors).toHaveProperty('code');
  });
});

describe('tokens', () => {
  it('401 without a token, with a forged one, and with an expired one and no refresh', async () => {
    expect((await h.api('getInfo', {})).status).toBe(401);
    expect((await h.api('getInfo', {}, { token: 'a.b.c' })).status).toBe(401);
    const u = await h.registerUser();
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    expect((await h.api('getInfo', {}, { token: u.accessToken })).status).toBe(401);
  });

  it('rotates an expired session with the refresh token, and a reused refresh revokes the family', async () => {
    const u = await h.registerUser();
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    const r = await h.api('getInfo', {}, { token: u.accessToken, refresh: u.refreshToken });
    expect(r.status).toBe(200);
    const access = r.headers['access-token'] as string;
    const refresh = r.headers['x-access-token'] as string;
    expect(access.split('.')).toHaveLength(3);
    expect(refresh).not.toBe(u.refreshToken);
    expect(r.headers['access-control-expose-headers']).toMatch(/access-token/);
    expect((await h.api('getInfo', {}, { token: access })).status).toBe(200);

    // The old refresh token again: stolen or replayed. Refused, and the new one dies with it.
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    const replay = await h.api('getInfo', {}, { token: u.accessToken, refresh: u.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.headers['access-token']).toBe('invalid_token');
    const after = await h.api('getInfo', {}, { token: access, refresh });
    expect(after.status).toBe(401);
    expect(after.headers['access-token']).toBe('invalid_token');
  });

  it('a rotation answered with an error still hands over the new tokens', async () => {
    const u = await h.registerUser();
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    const r = await h.api('ChangeNickName', { nickname: '' }, { token: u.accessToken, refresh: u.refreshToken });
    expect(r.status).toBe(400);
    const access = r.headers['access-token'] as string;
    expect(access.split('.')).toHaveLength(3);
    expect((await h.api('getInfo', {}, { token: access })).status).toBe(200);
  });

  it('a public call with a bad refresh still answers, with invalid_token', async () => {
    const r = await h.api('GetNotice', {}, { token: 'x', refresh: 'not-a-token' });
    expect(r.status).toBe(200);
    const expired = await h.registerUser();
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    const r2 = await h.api('GetNotice', {}, { token: expired.accessToken, refresh: 'not-a-token' });
    expect(r2.status).toBe(200);
    expect(r2.headers['access-token']).toBe('invalid_token');
  });
});

describe('passwords', () => {
  it('ChangePassword checks the old one, keeps this session and ends the others', async () => {
    const u = await h.registerUser();
    const other = await h.api('login', { phone: u.phone, password: u.password });
    const wrong = await h.api(
      'ChangePassword',
      { oldPassword: 'not-the-one', newPassword: 'brand-new-pass' },
      { token: u.accessToken },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toHaveProperty('oldPassword');
    const ok = await h.api(
      'ChangePassword',
      { oldPassword: u.password, newPassword: 'brand-new-pass' },
      { token: u.accessToken },
    );
    expect(ok.status).toBe(200);
    expect((await h.api('login', { phone: u.phone, password: 'brand-new-pass' })).status).toBe(200);
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    const mine = await h.api('getInfo', {}, { token: u.accessToken, refresh: u.refreshToken });
    expect(mine.status).toBe(200);
    const theirs = await h.api(
      'getInfo',
      {},
      { token: other.body.result.accessToken, refresh: other.body.result.refreshToken },
    );
    expect(theirs.status).toBe(401);
  });

  it('ModifyPayPwd sets the pay password with a code sent to the own phone', async () => {
    const u = await h.registerUser();
    h.clock.advance(61_000);
    expect((await h.api('GetMobileCodeModifyPayPwd', {})).status).toBe(401);
    expect((await h.api('GetMobileCodeModifyPayPwd', {}, { token: u.accessToken })).status).toBe(200);
    const code = h.sms.last(u.phone) ?? '';
    const bad = await h.api('ModifyPayPwd', { code, payPassword: '12ab' }, { token: u.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('payPassword');
    const ok = await h.api('ModifyPayPwd', { code, payPassword: '246810' }, { token: u.accessToken });
    expect(ok.status).toBe(200);
    const info = await h.api('getInfo', {}, { token: u.accessToken });
    expect(info.body.result.hasPayPassword).toBe(true);
  });
});
