// The console API end to end on the real app: sign-in with password + TOTP (a replayed code
// refused), the cookie, CSRF on writes, idle expiry, sign-in limits, every role × call refusal
// from the contract, the append-only audit log, and the two-person rule.
import { generate } from 'otplib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_CALL_NAMES, OPERATOR_ROLES, operatorFacts, roleMay } from '@/lib/api/operator/facts';
import { rows } from '../../db/client';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ dualApprovalAbove: 50_000 });
});
afterAll(() => h.close());

interface Credentials {
  name: string;
  password: string;
  totpSecret: string;
}
interface Signed {
  cookie: string;
  csrf: string;
  ip: string;
}

/** The envelope's reason; a file (a CSV export) has none. */
const reasonOf = (r: { body: string; headers?: Record<string, string | string[] | number | undefined> }) =>
  String(r.headers?.['content-type'] ?? 'application/json').startsWith('application/json')
    ? (JSON.parse(r.body) as { reason?: string }).reason
    : undefined;

let seq = 0;
async function addOperator(role: string): Promise<Credentials> {
  seq += 1;
  const r = await h.operator<Credentials>('POST', '/operators/add', { name: `op${seq}-${role}`, role });
  expect(r.status).toBe(200);
  return r.body.result;
}

const code = (secret: string, at = h.clock.now) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

async function signIn(c: Credentials, totp?: string, ip = `198.51.100.${(seq % 200) + 1}`) {
  const raw = await h.app.inject({
    method: 'POST',
    url: '/api/console/session/sign-in',
    remoteAddress: ip,
    payload: { name: c.name, password: c.password, code: totp ?? (await code(c.totpSecret)) },
  });
  return raw;
}

async function signedIn(role: string, changePassword = true): Promise<Signed> {
  const c = await addOperator(role);
  const raw = await signIn(c);
  expect(raw.statusCode, raw.body).toBe(200);
  let cookie = String(raw.headers['set-cookie']).split(';')[0] ?? '';
  let csrf = (JSON.parse(raw.body) as { result: { csrfToken: string } }).result.csrfToken;
  const ip = '198.51.100.250';
  if (changePassword) {
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/console/session/password',
      remoteAddress: ip,
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { oldPassword: c.password, newPassword: 'a-long-new-password-1' },
    });
    expect(r.statusCode, r.body).toBe(200);
    cookie = String(r.headers['set-cookie']).split(';')[0] ?? '';
    csrf = (JSON.parse(r.body) as { result: { csrfToken: string } }).result.csrfToken;
  }
  return { cookie, csrf, ip };
}

function consoleCall(s: Signed, method: 'GET' | 'POST', path: string, payload?: unknown, csrf = true) {
  return h.app.inject({
    method,
    url: `/api/console${path}`,
    remoteAddress: s.ip,
    headers: { cookie: s.cookie, ...(csrf ? { 'x-csrf-token': s.csrf } : {}) },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
}

describe('console sign-in', () => {
  it('signs in with password and TOTP, sets an httpOnly SameSite=Strict cookie, and refuses the same code again', async () => {
    const c = await addOperator('viewer');
    const totp = await code(c.totpSecret);
    const first = await signIn(c, totp);
    expect(first.statusCode, first.body).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/console/);
    expect(cookie).not.toMatch(/Secure/); // plain http here
    const replay = await signIn(c, totp);
    expect(replay.statusCode).toBe(401);
    expect(reasonOf(replay)).toBe('wrong_credentials');
  });

  it('a wrong password and a wrong code answer the same refusal', async () => {
    const c = await addOperator('viewer');
    const wrongPassword = await signIn({ ...c, password: 'not-the-password' });
    const wrongCode = await signIn(c, '000000');
    for (const r of [wrongPassword, wrongCode]) {
      expect(r.statusCode).toBe(401);
      expect(reasonOf(r)).toBe('wrong_credentials');
    }
  });

  it('limits sign-in tries per account and address (429 with retry-after; the ceiling is in server/test/security)', async () => {
    const c = await addOperator('viewer');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await signIn({ ...c, password: 'wrong-password' }, '000000', '192.0.2.1')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a temporary password must be changed before anything else', async () => {
    const s = await signedIn('admin', false);
    const r = await consoleCall(s, 'GET', '/audit');
    expect(r.statusCode).toBe(403);
    expect(reasonOf(r)).toBe('password_change_required');
    expect((await consoleCall(s, 'GET', '/session')).statusCode).toBe(200);
  });
});

describe('console sessions', () => {
  it('refuses a write without the CSRF token, and with a wrong one', async () => {
    const s = await signedIn('admin');
    const none = await consoleCall(s, 'POST', '/operators/add', { name: 'csrf-a', role: 'viewer' }, false);
    expect(none.statusCode).toBe(403);
    expect(reasonOf(none)).toBe('csrf_failed');
    const wrong = await consoleCall({ ...s, csrf: 'x'.repeat(s.csrf.length) }, 'POST', '/operators/add', {
      name: 'csrf-b',
      role: 'viewer',
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await consoleCall(s, 'POST', '/operators/add', { name: 'csrf-c', role: 'viewer' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('ends after 30 idle minutes, and sign-out everywhere ends every session', async () => {
    const s = await signedIn('viewer');
    expect((await consoleCall(s, 'GET', '/session')).statusCode).toBe(200);
    h.clock.advance(31 * 60_000);
    const idle = await consoleCall(s, 'GET', '/session');
    expect(idle.statusCode).toBe(401);
    expect(reasonOf(idle)).toBe('session_expired');

    const a = await signedIn('viewer');
    expect((await consoleCall(a, 'POST', '/session/sign-out-everywhere')).statusCode).toBe(200);
    expect((await consoleCall(a, 'GET', '/session')).statusCode).toBe(401);
  });

  it('the token API does not answer the console, nor the console a request without its cookie', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/api/console/audit', remoteAddress: '127.0.0.1' });
    expect(r.statusCode).toBe(401);
    const token = await h.app.inject({
      method: 'GET',
      url: '/api/console/audit',
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Operator ${h.config.operators[0]?.token ?? ''}` },
    });
    expect(token.statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('every role is refused exactly the calls the contract does not allow it (403 role_forbidden)', async () => {
    const sessions = new Map<string, Signed>();
    for (const role of OPERATOR_ROLES) sessions.set(role, await signedIn(role));
    for (const role of OPERATOR_ROLES) {
      const s = sessions.get(role);
      if (!s) throw new Error(role);
      for (const name of OPERATOR_CALL_NAMES) {
        const f = operatorFacts[name];
        // The session's own calls (every role may) would end the session under test.
        if (f.surface !== 'both' || f.roles === 'public') continue;
        // Every call of the contract has its handler on the console.
        expect(h.app.consoleRoutes, name).toContain(`${f.method} /api/console${f.path}`);
        const r = await consoleCall(s, f.method, f.path, {});
        const label = `${role} ${name}: ${r.statusCode} ${r.body.slice(0, 100)}`;
        if (roleMay(role, name)) {
          expect(reasonOf(r), label).not.toBe('role_forbidden');
        } else {
          expect(r.statusCode, label).toBe(403);
          expect(reasonOf(r), label).toBe('role_forbidden');
        }
      }
    }
  });
});

describe('audit log', () => {
  it('records who, from where and through which surface; the table refuses UPDATE and DELETE', async () => {
    const s = await signedIn('admin');
    await consoleCall(s, 'POST', '/operators/add', { name: 'audited', role: 'finance' });
    const list = await consoleCall(s, 'GET', '/audit?kind=operator.add');
    const items = (JSON.parse(list.body) as { result: { items: { target: string; via: string; address: string }[] } })
      .result.items;
    const row = items.find((i) => i.target === 'operator:audited');
    expect(row?.via).toBe('console');
    expect(row?.address).toBe(s.ip);
    const refused = async (q: ReturnType<typeof sql>) => {
      try {
        await h.app.ctx.db.execute(q);
        return 'allowed';
      } catch (e) {
        return String((e as { cause?: unknown }).cause ?? e);
      }
    };
    expect(await refused(sql`UPDATE operator_actions SET operator = 'x'`)).toMatch(/append-only/);
    expect(await refused(sql`DELETE FROM operator_actions`)).toMatch(/append-only/);
    const [n] = await rows<{ n: number }>(h.app.ctx.db, sql`SELECT count(*)::int AS n FROM operator_actions`);
    expect(n?.n).toBeGreaterThan(0);
  });
});
