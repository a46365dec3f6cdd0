// Defect 10: access tokens die with their session (refresh reuse, ChangePassword, logout);
// the code-login calls do not tell registered phones from others; another user's order is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { createHarness, nextPhone, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const info = (token: string) => h.call('GET', calls.getInfo.path, { token });

describe('sessions', () => {
  it('logout ends the session: its access token at once, its refresh token for good', async () => {
    const u = await h.registerUser();
    expect((await info(u.accessToken)).status).toBe(200);
    const out = await h.call('POST', calls.logout.path, { token: u.accessToken, body: {} });
    expect(out.status).toBe(200);
    expect((await info(u.accessToken)).status).toBe(401);
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    const again = await h.call('GET', calls.getInfo.path, { token: u.accessToken, refresh: u.refreshToken });
    expect(again.status).toBe(401);
  });

  it('a reused refresh token kills the access tokens of its session, not only the refresh tokens', async () => {
    const u = await h.registerUser();
    h.clock.advance((h.config.accessTtl + 1) * 1000);
    const rotated = await h.call('GET', calls.getInfo.path, { token: u.accessToken, refresh: u.refreshToken });
    const access = rotated.headers['access-token'] as string;
    expect((await info(access)).status).toBe(200);
    // The old refresh token again (stolen): the whole session ends, including the live access token.
    await h.call('GET', calls.getInfo.path, { token: u.accessToken, refresh: u.refreshToken });
    expect((await info(access)).status).toBe(401);
  });

  it('ChangePassword ends the other sessions’ access tokens at once and keeps this one', async () => {
    const u = await h.registerUser();
    const other = await h.call<{ accessToken: string }>('POST', calls.login.path, {
      body: { phone: u.phone, password: u.password },
    });
    const otherAccess = other.body.result.accessToken;
    expect((await info(otherAccess)).status).toBe(200);
    const changed = await h.call('POST', calls.ChangePassword.path, {
      token: u.accessToken,
      body: { oldPassword: u.password, newPassword: 'a-new-long-passphrase' },
    });
    expect(changed.status).toBe(200);
    expect((await info(otherAccess)).status).toBe(401);
    expect((await info(u.accessToken)).status).toBe(200);
  });
});

describe('phone enumeration through code login', () => {
  it('a registered and an unknown phone get the same answers and the same limits', async () => {
    const known = await h.registerUser();
    h.clock.advance(61_000);
    const unknown = nextPhone();
    const answers = [];
    for (const phone of [known.phone, unknown]) {
      const ip = '198.51.100.77';
      const sent = await h.call<{ sentTo: string; resendAfter: number }>('GET', calls.getMobileCodeLogin.path, {
        query: { phone },
        ip,
      });
      const again = await h.call('GET', calls.getMobileCodeLogin.path, { query: { phone }, ip });
      const login = await h.call('POST', calls.login.path, { body: { phone, code: '000001' } });
      answers.push({
        sent: sent.status,
        resendAfter: sent.body.result.resendAfter,
        again: again.status,
        login: login.status,
        loginMessage: login.body.message,
        loginErrors: Object.keys(login.body.errors ?? {}),
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ sent: 200, again: 429, login: 422, loginErrors: ['code'] });
  });
});
