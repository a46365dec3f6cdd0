// Item 7 of the operator-console audit: weak operator passwords ("aaaaaaaaaaaa", "password1234",
// the operator's own name) were accepted, and the console's changePassword never throttled wrong
// old passwords. Now a new password passes the buyers' check plus what a 12-character staff
// password adds (a listed password padded with digits or signs, a short pattern repeated, the
// name), and the old password has a budget of 10 per account per 15 minutes counted before the
// hash. The temporary passwords the server makes pass the same check: server/admin/console/secrets.test.ts.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorPasswordReason } from '../../admin/console/passwords';
import { OLD_PASSWORD_LIMITS } from '../../admin/console/session-routes';
import { consoleInject, envelopeOf, type ConsoleSession } from '../console';
import { createHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let seq = 0;
/** A fresh operator signed in with its temporary password (the password change still owed). */
async function signedIn(): Promise<{ s: ConsoleSession; password: string }> {
  seq += 1;
  const name = `Pw${seq}-Keeper-Of-Keys`;
  const r = await h.operator<{ password: string; totpSecret: string }>('POST', '/operators/add', {
    name,
    role: 'viewer',
  });
  expect(r.status).toBe(200);
  const { password, totpSecret } = r.body.result;
  const ip = `198.51.100.${100 + seq}`;
  const code = await generate({ secret: totpSecret, epoch: Math.floor(h.clock.now.getTime() / 1000) });
  const signIn = await h.app.inject({
    method: 'POST',
    url: '/api/console/session/sign-in',
    remoteAddress: ip,
    payload: { name, password, code },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const s = {
    name,
    ip,
    cookie: String(signIn.headers['set-cookie']).split(';')[0] ?? '',
    csrf: envelopeOf<{ csrfToken: string }>(signIn).result.csrfToken,
  };
  return { s, password };
}

const change = (s: ConsoleSession, oldPassword: string, newPassword: string) =>
  consoleInject(h, s, 'POST', '/session/password', { oldPassword, newPassword });

describe('operator passwords', () => {
  it('changePassword refuses weak passwords and the operator name, naming newPassword', async () => {
    const { s, password } = await signedIn();
    const weak = [
      'aaaaaaaaaaaa',
      'password1234',
      '2024iloveyou!',
      'qwertyuiop12',
      '123456789012',
      'abcabcabcabc',
      s.name,
      `${s.name.toLowerCase()}-2024`,
      `My ${s.name.toUpperCase()} pass`,
    ];
    for (const p of weak) {
      const r = await change(s, password, p);
      expect(r.statusCode, p).toBe(422);
      expect(envelopeOf(r), p).toMatchObject({ reason: 'weak_password', fields: { newPassword: {} } });
    }
    const ok = await change(s, password, 'correct horse battery staple');
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the check accepts passphrases and short names inside them', () => {
    for (const p of ['correct horse battery', 'a-long-new-password-1', 'Tr0ub4dor&3-staple'])
      expect(operatorPasswordReason(p, 'alice'), p).toBeNull();
    // A one- or two-letter name is in too many passwords to mean anything; equal to it still counts.
    expect(operatorPasswordReason('a-long-new-password-1', 'ne')).toBeNull();
  });

  it('wrong old passwords have a budget per account (10 per 15 min), counted before the hash', async () => {
    const { s, password } = await signedIn();
    const max = OLD_PASSWORD_LIMITS[0]!.max;
    for (let i = 0; i < max; i++) {
      const r = await change(s, `wrong-old-password-${i}`, 'correct horse battery staple');
      expect(r.statusCode).toBe(422);
      expect(envelopeOf(r).reason).toBe('wrong_password');
    }
    const right = await change(s, password, 'correct horse battery staple');
    expect(right.statusCode).toBe(429);
    expect(envelopeOf(right).reason).toBe('rate_limited');
    h.clock.advance(15 * 60_000 + 1_000);
    // The window passed (the session is still within its 30 idle minutes): the right one works.
    const after = await change(s, password, 'correct horse battery staple');
    expect(after.statusCode, after.body).toBe(200);
  });
});
