// The token protocol (docs/architecture.md, section 3) against a real local HTTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { samples } from '../samples';
import { configureApi } from './config';
import { idempotentAction } from './idempotency';
import { callApi } from './request';
import { fakeJwt, sendJson, startTestServer, type TestServer } from './test-server';
import { isExpired, memoryTokenStore, tokenExpiry, type TokenStore } from './tokens';

let server: TestServer;
let tokens: TokenStore;
let now: number;
const T0 = 1_795_312_800_000;
const ok = { code: 200, message: 'ok', result: samples.getInfo.result };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  now = T0;
  tokens = memoryTokenStore();
  configureApi({
    baseUrl: server.base,
    tokens,
    now: () => now,
    toast: () => undefined,
    translate: (k) => k,
    onLoginRequired: () => undefined,
  });
});

describe('expiry', () => {
  it.each([
    { exp: T0 / 1000 - 1, expired: true, case: 'past' },
    { exp: T0 / 1000, expired: true, case: 'exactly now (at or past)' },
    { exp: T0 / 1000 + 1, expired: false, case: 'one second ahead' },
  ])('$case → expired $expired', ({ exp, expired }) => {
    expect(isExpired(fakeJwt(exp), T0)).toBe(expired);
  });
  it('reads exp from base64url payloads and ignores tokens without one', () => {
    expect(tokenExpiry(fakeJwt(1234))).toBe(1234);
    expect(tokenExpiry('opaque')).toBeNull();
    expect(isExpired('opaque', T0)).toBe(false);
  });
  it('decodes a token once however often it is asked about, and a new token again', () => {
    const atob = vi.spyOn(globalThis, 'atob');
    try {
      const token = fakeJwt(4321);
      for (let i = 0; i < 5; i++) expect(tokenExpiry(token)).toBe(4321);
      expect(isExpired(token, T0)).toBe(true);
      expect(atob).toHaveBeenCalledTimes(1);
      expect(tokenExpiry(fakeJwt(8765))).toBe(8765);
      expect(atob).toHaveBeenCalledTimes(2);
    } finally {
      atob.mockRestore();
    }
  });
});

describe('protocol', () => {
  const access = fakeJwt(T0 / 1000 + 60);
  const expired = fakeJwt(T0 / 1000 - 60);
  const renewed = fakeJwt(T0 / 1000 + 3600, 'renewed');

  it.each([
    { case: 'fresh access → Bearer only', start: { access, refresh: 'r1' }, auth: `Bearer ${access}`, x: undefined },
    {
      case: 'expired access → refresh in X-Authorization',
      start: { access: expired, refresh: 'r1' },
      auth: `Bearer ${expired}`,
      x: 'Bearer r1',
    },
    { case: 'refresh only → X-Authorization', start: { refresh: 'r1' }, auth: undefined, x: 'Bearer r1' },
    { case: 'no tokens → no headers', start: {}, auth: undefined, x: undefined },
  ])('$case', async ({ start, auth, x }) => {
    tokens = memoryTokenStore(start);
    configureApi({ tokens });
    server.handle((_q, res) => sendJson(res, 200, ok));
    await callApi('getInfo', {});
    expect(server.seen[0]?.headers.authorization).toBe(auth);
    expect(server.seen[0]?.headers['x-authorization']).toBe(x);
  });

  it('stores new tokens from access-token / x-access-token', async () => {
    tokens.set(expired, 'r1');
    server.handle((_q, res) =>
      sendJson(res, 200, ok, {
        'access-token': renewed,
        'x-access-token': 'r2',
        'Access-Control-Expose-Headers': 'access-token, x-access-token',
      }),
    );
    await callApi('getInfo', {});
    expect(tokens.access()).toBe(renewed);
    expect(tokens.refresh()).toBe('r2');
  });

  it('access-token: invalid_token clears both', async () => {
    tokens.set(expired, 'r1');
    server.handle((_q, res) => sendJson(res, 200, ok, { 'access-token': 'invalid_token' }));
    await callApi('getInfo', {});
    expect(tokens.access()).toBeNull();
    expect(tokens.refresh()).toBeNull();
  });

  it('public calls carry no tokens', async () => {
    tokens.set(access, 'r1');
    server.handle((_q, res) => sendJson(res, 200, { code: 200, result: samples.GetNotice.result }));
    await callApi('GetNotice', {});
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('100 concurrent calls with an expired token cause exactly one refresh', async () => {
    tokens.set(expired, 'r1');
    server.handle((q, res) => {
      const refreshing = q.headers['x-authorization'] !== undefined;
      // The refresh takes a while, so the other 99 really are waiting on it.
      setTimeout(
        () => sendJson(res, 200, ok, refreshing ? { 'access-token': renewed, 'x-access-token': 'r2' } : {}),
        refreshing ? 100 : 0,
      );
    });
    await Promise.all(Array.from({ length: 100 }, () => callApi('getInfo', {})));
    expect(server.seen).toHaveLength(100);
    expect(server.seen.filter((s) => s.headers['x-authorization'] !== undefined)).toHaveLength(1);
    expect(server.seen.filter((s) => s.headers.authorization === `Bearer ${renewed}`)).toHaveLength(99);
  });

  it('a failed refresh lets the next waiter try, one at a time', async () => {
    tokens.set(expired, 'r1');
    let inFlight = 0;
    let maxInFlight = 0;
    server.handle((_q, res) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        sendJson(res, 200, ok);
      }, 5);
    });
    await Promise.all(Array.from({ length: 5 }, () => callApi('getInfo', {})));
    expect(server.seen.filter((s) => s.headers['x-authorization'] !== undefined)).toHaveLength(5);
    expect(maxInFlight).toBe(1);
  });
});

describe('idempotent actions', () => {
  it('a double tap sends one request; a lost answer is retried with the same key', async () => {
    tokens.set(fakeJwt(T0 / 1000 + 60), 'r1');
    let drop = true;
    server.handle((_q, res) => {
      if (drop) {
        drop = false;
        res.destroy();
        return;
      }
      sendJson(res, 200, { code: 200, result: samples.buyProduct.result });
    });
    const buy = idempotentAction('buyProduct');
    const first = buy.run({ productId: 7 });
    const second = buy.run({ productId: 7 });
    expect(second).toBe(first);
    await expect(first).rejects.toMatchObject({ code: 5 });
    await buy.run({ productId: 7 });
    const keys = server.seen.map((s) => s.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    const next = buy.key({ productId: 7 });
    expect(next).not.toBe(keys[0]);
  });

  it('gives a different input its own key, even after a lost answer for the first', async () => {
    let drop = true;
    server.handle((_q, res) => {
      if (drop) {
        drop = false;
        res.destroy();
        return;
      }
      sendJson(res, 200, { code: 200, result: samples.buyProduct.result });
    });
    const buy = idempotentAction('buyProduct');
    await expect(buy.run({ productId: 7 })).rejects.toMatchObject({ code: 5 });
    await buy.run({ productId: 8 });
    await buy.run({ quantity: 1, productId: 7 });
    const [lostA, b, retryA] = server.seen.map((s) => s.headers['idempotency-key']);
    expect(b).not.toBe(lostA);
    // The same input (whatever its key order) retried after the lost answer reuses its key.
    expect(retryA).toBe(lostA);
  });
});

describe('idempotency keys', () => {
  it('are v4 UUIDs even without crypto.randomUUID (plain-http LAN)', async () => {
    const { newIdempotencyKey } = await import('./uuid');
    const original = crypto.randomUUID.bind(crypto);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys)
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
