// The error catalogue (docs/api.md, Client behaviour), row by row, against a real local HTTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { samples } from '../samples';
import { ApiError } from './api-error';
import { configureApi } from './config';
import { callApi, UNEXPECTED_RESPONSE, type CallOptions } from './request';
import { fakeJwt, sendJson, startTestServer, type TestServer } from './test-server';
import { memoryTokenStore, type TokenStore } from './tokens';

let server: TestServer;
let toasts: string[];
let loginRequired: number;
let tokens: TokenStore;
const NOW = 1_795_312_800_000;
const fresh = fakeJwt(NOW / 1000 + 3600);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  toasts = [];
  loginRequired = 0;
  tokens = memoryTokenStore({ access: fresh, refresh: 'refresh-1' });
  configureApi({
    baseUrl: server.base,
    tokens,
    now: () => NOW,
    toast: (t) => toasts.push(t),
    translate: (k) => `t:${k}`,
    onLoginRequired: () => {
      loginRequired += 1;
    },
  });
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const getInfo = (options?: CallOptions) => callApi('getInfo', {}, options);

describe('error catalogue', () => {
  it.each([
    { row: 'HTTP 401', status: 401, body: { code: 401, message: 'expired', result: null } },
    { row: 'HTTP 403', status: 403, body: 'Forbidden' },
    { row: 'envelope 401 on HTTP 200', status: 200, body: { code: 401, message: 'login', result: null } },
  ])('$row → clears tokens, goes to login', async ({ status, body }) => {
    server.handle((_q, res) =>
      typeof body === 'string' ? res.writeHead(status).end(body) : sendJson(res, status, body),
    );
    const e = await failure(getInfo());
    expect(tokens.access()).toBeNull();
    expect(tokens.refresh()).toBeNull();
    expect(loginRequired).toBe(1);
    expect(toasts).toEqual(['t:errors.loginRequired']);
    expect(e).toMatchObject({ shown: true, key: 'errors.loginRequired' });
  });

  it('403 account_frozen → a refusal like any other: translated toast, still signed in', async () => {
    server.handle((_q, res) =>
      sendJson(res, 403, { code: 403, message: 'suspended', result: null, reason: 'account_frozen' }),
    );
    const e = await failure(callApi('buyProduct', { productId: 1, quantity: 1 }));
    expect(toasts).toEqual(['t:reasons.account_frozen']);
    expect(e).toMatchObject({ code: 403, reason: 'account_frozen', shown: true });
    expect(loginRequired).toBe(0);
    expect(tokens.access()).toBe(fresh);
    expect(tokens.refresh()).toBe('refresh-1');
  });

  it('many 401s at once → one toast, one trip to login', async () => {
    server.handle((_q, res) => sendJson(res, 401, { code: 401, message: 'expired', result: null }));
    const errors = await Promise.all([failure(getInfo()), failure(getInfo()), failure(getInfo())]);
    expect(errors.map((e) => e.code)).toEqual([401, 401, 401]);
    expect(loginRequired).toBe(1);
    expect(toasts).toEqual(['t:errors.loginRequired']);
  });

  it('status ≥ 400 without an envelope → toasts the status text', async () => {
    server.handle((_q, res) =>
      res.writeHead(502, 'Bad Gateway', { 'Content-Type': 'text/html' }).end('<h1>proxy</h1>'),
    );
    const e = await failure(getInfo());
    expect(toasts).toEqual(['Bad Gateway']);
    expect(e).toMatchObject({ code: 502, status: 502, shown: true });
    expect(tokens.access()).toBe(fresh);
  });

  it('errors present → toasts the translated reason; the fields carry their rules', async () => {
    server.handle((_q, res) =>
      sendJson(res, 400, {
        code: 400,
        message: 'bad request',
        result: null,
        reason: 'invalid_input',
        errors: { nickname: ['must not be empty'] },
        fields: { nickname: { rule: 'required' } },
      }),
    );
    const e = await failure(callApi('ChangeNickName', { nickname: 'Old Li' }));
    expect(toasts).toEqual(['t:reasons.invalid_input']);
    expect(e).toMatchObject({
      code: 400,
      shown: true,
      reason: 'invalid_input',
      fields: { nickname: { rule: 'required' } },
      errors: { nickname: ['must not be empty'] },
    });
    expect(tokens.access()).toBe(fresh);
  });

  it('errors with custom toast off and custom catch → nothing toasted, the form shows them', async () => {
    server.handle((_q, res) =>
      sendJson(res, 400, {
        code: 400,
        message: 'bad request',
        result: null,
        errors: { nickname: ['must not be empty'] },
      }),
    );
    const e = await failure(callApi('ChangeNickName', { nickname: 'Old Li' }, { toast: false, catch: true }));
    expect(toasts).toEqual([]);
    expect(e).toMatchObject({ shown: false, errors: { nickname: ['must not be empty'] } });
  });

  it.each([
    { options: {}, toasted: true, shown: true },
    { options: { toast: false }, toasted: false, shown: true },
    { options: { catch: true }, toasted: true, shown: true },
    { options: { toast: false, catch: true }, toasted: false, shown: false },
  ])('code ≠ 200 with $options → toast $toasted, rejects shown $shown', async ({ options, toasted, shown }) => {
    server.handle((_q, res) =>
      sendJson(res, 422, { code: 422, message: 'Insufficient balance', reason: 'insufficient_balance', result: null }),
    );
    const e = await failure(callApi('buyProduct', { productId: 7 }, options));
    expect(toasts).toEqual(toasted ? ['t:reasons.insufficient_balance'] : []);
    expect(e).toMatchObject({ code: 422, message: 'Insufficient balance', reason: 'insufficient_balance', shown });
  });

  it("a 429 keeps the server's Retry-After (seconds) for the screen to count down", async () => {
    server.handle((_q, res) =>
      sendJson(
        res,
        429,
        { code: 429, message: 'Too many codes requested', reason: 'rate_limited', result: null },
        { 'retry-after': '42' },
      ),
    );
    const e = await failure(callApi('getMobileCodeLogin', { phone: '13900000001' }, { toast: false }));
    expect(e).toMatchObject({ status: 429, reason: 'rate_limited', retryAfter: 42 });
  });

  it('a refusal without a known reason (an older or newer server) → the generic text', async () => {
    server.handle((_q, res) =>
      sendJson(res, 422, { code: 422, message: 'Nope', reason: 'from_the_future', result: null }),
    );
    const e = await failure(callApi('buyProduct', { productId: 7 }));
    expect(toasts).toEqual(['t:reasons.unknown']);
    expect(e).toMatchObject({ message: 'Nope', reason: undefined });
  });

  it.each([201, 202, 204])('transport status %i → clears tokens and rejects', async (status) => {
    server.handle((_q, res) =>
      status === 204
        ? res.writeHead(204).end()
        : sendJson(res, status, { code: 200, message: 'ok', result: samples.getInfo.result }),
    );
    const e = await failure(callApi('getInfo', {}, {}));
    expect(e.status).toBe(status);
    expect(tokens.access()).toBeNull();
    expect(tokens.refresh()).toBeNull();
  });

  it('request timeout → code 5 and the timeout text', async () => {
    server.handle((_q, res) => {
      setTimeout(() => sendJson(res, 200, { code: 200, result: samples.getInfo.result }), 500);
    });
    const e = await failure(getInfo({ timeout: 50 }));
    expect(e).toMatchObject({ code: 5, key: 'errors.timeout', shown: true });
    expect(toasts).toEqual(['t:errors.timeout']);
  });

  it('network error → code 5 and the network text', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9' });
    const e = await failure(getInfo());
    expect(e).toMatchObject({ code: 5, key: 'errors.network' });
    expect(toasts).toEqual(['t:errors.network']);
  });

  it('abort by the caller → 600003, no toast', async () => {
    server.handle((_q, res) => {
      setTimeout(() => sendJson(res, 200, { code: 200, result: samples.getInfo.result }), 500);
    });
    const controller = new AbortController();
    const pending = getInfo({ signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const e = await failure(pending);
    expect(e).toMatchObject({ code: 600003, shown: false });
    expect(toasts).toEqual([]);
  });

  it('file-transfer network error → 602001', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9' });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const e = await failure(callApi('uploadImages', {}, { formData: form }));
    expect(e).toMatchObject({ code: 602001, key: 'errors.fileTransfer' });
  });

  it('a result that breaks the contract → showable ApiError, not a crash', async () => {
    server.handle((_q, res) =>
      sendJson(res, 200, { code: 200, message: 'ok', result: { ...samples.getInfo.result, balance: -5 } }),
    );
    const e = await failure(getInfo());
    expect(e).toMatchObject({
      code: UNEXPECTED_RESPONSE,
      key: 'errors.unexpectedResponse',
      message: 't:errors.unexpectedResponse',
      shown: false,
    });
    expect(e.errors).toHaveProperty('balance');
    expect(toasts).toEqual([]);
  });

  it('bad input is refused before it leaves, naming the field', async () => {
    const e = await failure(callApi('getMobileCodeLogin', { phone: '12' }));
    expect(server.seen).toHaveLength(0);
    expect(e).toMatchObject({ code: 400, shown: true, reason: 'invalid_input', fields: { phone: { rule: 'phone' } } });
    expect(e.message).toContain('phone');
    expect(toasts).toEqual(['t:reasons.invalid_input']);
  });
});

describe('success', () => {
  it('parses the result and sends query, body and idempotency key as the registry says', async () => {
    server.handle((q, res) => {
      if (q.url.startsWith('/api/front/getProduct'))
        sendJson(res, 200, { code: 200, message: 'ok', result: samples.getProduct.result });
      else sendJson(res, 200, { code: 200, message: 'ok', result: samples.buyProduct.result });
    });
    await expect(callApi('getProduct', { id: 7 })).resolves.toEqual(samples.getProduct.result);
    await expect(callApi('buyProduct', { productId: 7 }, { idempotencyKey: 'k-1' })).resolves.toEqual(
      samples.buyProduct.result,
    );
    const [get, buy] = server.seen;
    expect(get).toMatchObject({ method: 'GET', url: '/api/front/getProduct?id=7' });
    expect(get?.headers.authorization).toBeUndefined();
    expect(buy).toMatchObject({ method: 'POST', url: '/api/front/buyProduct' });
    expect(JSON.parse(buy?.body ?? '')).toEqual({ productId: 7, quantity: 1 });
    expect(buy?.headers['idempotency-key']).toBe('k-1');
    expect(buy?.headers.authorization).toBe(`Bearer ${fresh}`);
  });

  it('gives idempotent calls a fresh UUID when none is passed', async () => {
    server.handle((_q, res) => sendJson(res, 200, { code: 200, result: samples.buyProduct.result }));
    await callApi('buyProduct', { productId: 7 });
    await callApi('buyProduct', { productId: 7 });
    const keys = server.seen.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('stores login tokens, the dictionary and the user info', async () => {
    const mem = new Map<string, string>();
    const fake = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
    };
    Object.assign(globalThis, { localStorage: fake });
    try {
      server.handle((q, res) => {
        const name = q.url.split('?')[0]?.split('/').pop() as 'login' | 'getAllDictList' | 'getInfo';
        sendJson(res, 200, { code: 200, result: samples[name].result });
      });
      tokens.clear();
      await callApi('login', samples.login.request);
      expect(tokens.access()).toBe(samples.login.result.accessToken);
      await callApi('getAllDictList', {});
      await callApi('getInfo', {});
      expect(JSON.parse(mem.get('allDictList') ?? 'null')).toEqual(samples.getAllDictList.result);
      expect(JSON.parse(mem.get('info') ?? 'null')).toEqual(samples.getInfo.result);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('does not keep the user info of an answer that arrives after logging out', async () => {
    // A getInfo sent before logout and answered after it wrote `info` back (e2e/auth.spec.ts saw
    // the logged-out visitor's storage still holding the user).
    const mem = new Map<string, string>();
    const fake = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
      removeItem: (k: string) => void mem.delete(k),
    };
    Object.assign(globalThis, { localStorage: fake });
    try {
      let answer = () => {};
      server.handle((_q, res) => {
        answer = () => sendJson(res, 200, { code: 200, result: samples.getInfo.result });
      });
      const pending = callApi('getInfo', {});
      await expect.poll(() => server.seen.length).toBe(1);
      tokens.clear();
      mem.delete('info');
      answer();
      await pending;
      expect(mem.get('info')).toBeUndefined();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
