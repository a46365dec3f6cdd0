// Console sessions for tests: an operator of a role added through the token API, signed in with
// password and TOTP, the temporary password changed; calls with the cookie and the CSRF header.
import { generate } from 'otplib';
import type { LightMyRequestResponse } from 'fastify';
import type { Harness } from './harness';

export interface ConsoleSession {
  name: string;
  cookie: string;
  csrf: string;
  ip: string;
}

let seq = 0;

export async function consoleSession(h: Harness, role: string, ip = '198.51.100.77'): Promise<ConsoleSession> {
  seq += 1;
  const name = `t${process.pid % 1000}-${seq}-${role}`;
  const added = await h.operator<{ password: string; totpSecret: string }>('POST', '/operators/add', { name, role });
  if (added.status !== 200) throw new Error(`operator add: ${JSON.stringify(added.body)}`);
  const { password, totpSecret } = added.body.result;
  const code = await generate({ secret: totpSecret, epoch: Math.floor(h.clock.now.getTime() / 1000) });
  const signIn = await h.app.inject({
    method: 'POST',
    url: '/api/console/session/sign-in',
    remoteAddress: ip,
    payload: { name, password, code },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.body}`);
  const first = {
    cookie: String(signIn.headers['set-cookie']).split(';')[0] ?? '',
    csrf: (JSON.parse(signIn.body) as { result: { csrfToken: string } }).result.csrfToken,
  };
  const changed = await h.app.inject({
    method: 'POST',
    url: '/api/console/session/password',
    remoteAddress: ip,
    headers: { cookie: first.cookie, 'x-csrf-token': first.csrf },
    payload: { oldPassword: password, newPassword: 'a-long-new-password-1' },
  });
  if (changed.statusCode !== 200) throw new Error(`password: ${changed.body}`);
  return {
    name,
    ip,
    cookie: String(changed.headers['set-cookie']).split(';')[0] ?? '',
    csrf: (JSON.parse(changed.body) as { result: { csrfToken: string } }).result.csrfToken,
  };
}

/** One console call; a GET's query is part of `path`. */
export function consoleInject(
  h: Harness,
  s: ConsoleSession,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method,
    url: `/api/console${path}`,
    remoteAddress: s.ip,
    headers: { cookie: s.cookie, 'x-csrf-token': s.csrf },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
}

export const envelopeOf = <T>(r: LightMyRequestResponse) =>
  JSON.parse(r.body) as { code: number; reason?: string; result: T };
