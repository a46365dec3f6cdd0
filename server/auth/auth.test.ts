import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, nextPhone, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('register and login', () => {
  it('registers with an SMS code and answers tokens', async () => {
    const u = await h.registerUser();
    expect(u.accessToken.split('.')).toHaveLength(3);
    expect(u.refreshToken).not.toBe(u.accessToken);
  });

  it('logs in with the password and refuses a wrong one with 422 naming password', async () => {
    const u = await h.registerUser();
    const ok = await h.call<{ accessToken: string }>('POST', '/api/front/login', { body: { phone: u.phone, password: u.password } });
    expect(ok.status).toBe(200);
    expect(ok.body.result.accessToken).toBeTruthy();
    const bad = await h.call('POST', '/api/front/login', { body: { phone: u.phone, password: 'wrong-password' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('password');
  });

  it('answers 400 naming the field for a malformed phone', async () => {
    const r = await h.call('GET', '/api/front/getMobileCodeLogin', { query: { phone: 'abc' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('phone');
    expect(r.body.message).toMatch(/^phone: /);
  });

  it('refuses a second code within 60 s with 429', async () => {
    const phone = nextPhone();
    expect((await h.call('GET', '/api/front/getMobileCodeRegist', { query: { phone } })).status).toBe(200);
    const again = await h.call('GET', '/api/front/getMobileCodeRegist', { query: { phone } });
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });
});
