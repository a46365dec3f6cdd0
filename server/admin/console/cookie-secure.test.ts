// The console cookie is Secure exactly when the request came over https: told by a proxy the
// server trusts (TRUST_PROXY) in X-Forwarded-Proto; the same header from any other address is not
// believed (a client could otherwise choose how its cookie is sent).
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';

const PROXY = '10.9.8.7';
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ trustProxy: [PROXY] });
});
afterAll(() => h.close());

async function signIn(remoteAddress: string, headers: Record<string, string>) {
  const name = `cookie-${remoteAddress.replaceAll('.', '-')}-${Object.keys(headers).length}-${Math.random().toString(36).slice(2, 6)}`;
  const added = await h.operator<{ password: string; totpSecret: string }>('POST', '/operators/add', {
    name,
    role: 'viewer',
  });
  const { password, totpSecret } = added.body.result;
  const code = await generate({ secret: totpSecret, epoch: Math.floor(h.clock.now.getTime() / 1000) });
  const r = await h.app.inject({
    method: 'POST',
    url: '/api/console/session/sign-in',
    remoteAddress,
    headers,
    payload: { name, password, code },
  });
  expect(r.statusCode, r.body).toBe(200);
  return String(r.headers['set-cookie']);
}

describe('console cookie', () => {
  it('is Secure when the trusted proxy says the request came over https', async () => {
    const cookie = await signIn(PROXY, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' });
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('is not Secure over plain http through the proxy', async () => {
    const cookie = await signIn(PROXY, { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.6' });
    expect(cookie).not.toMatch(/Secure/);
  });

  it('does not believe X-Forwarded-Proto from an address that is not the proxy', async () => {
    const cookie = await signIn('203.0.113.99', { 'x-forwarded-proto': 'https' });
    expect(cookie).not.toMatch(/Secure/);
  });
});
