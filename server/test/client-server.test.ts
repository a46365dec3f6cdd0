// The app's real request layer (callApi, the hooks' fetcher, the token protocol) against the real
// server on a real port: what the client-side tests' fakes assume, checked end to end.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/lib/api/client/config';
import { errorText } from '@/lib/api/client/error-text';
import { callApi } from '@/lib/api/client/request';
import { memoryTokenStore, type TokenStore } from '@/lib/api/client/tokens';
import { ApiError } from '@/lib/api/client/api-error';
import { fetchCall } from '@/lib/api/hooks/keys';
import { addProduct, PAY_PASSWORD, prepareWithdrawals, userIdOf } from './market';
import { createHarness, nextPhone, type Harness } from './harness';

let h: Harness;
let tokens: TokenStore;
let toasts: string[];

beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = h.app.server.address() as AddressInfo;
  tokens = memoryTokenStore();
  toasts = [];
  configureApi({
    baseUrl: `http://127.0.0.1:${port}`,
    tokens,
    now: () => h.clock.now.getTime(),
    toast: (text) => toasts.push(text),
    translate: (key) => `t:${key}`,
    onLoginRequired: () => undefined,
  });
  for (const name of ['Vase', 'Bowl', 'Scroll']) await addProduct(h, { name });
});
afterAll(() => h.close());
beforeEach(() => {
  toasts.length = 0;
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('client against the real server', () => {
  const phone = nextPhone();
  const password = 'correct horse 1';

  it('registers and logs in; the tokens are kept', async () => {
    await callApi('getMobileCodeRegist', { phone });
    await callApi('register', { phone, code: h.sms.last(phone) ?? '', password });
    tokens.clear();
    await callApi('login', { phone, password });
    expect(tokens.access()).toMatch(/^ey/);
    expect(tokens.refresh()).toMatch(/^ey/);
  });

  it('reads through the hooks fetcher, quietly', async () => {
    const me = await fetchCall(['getInfo', {}]);
    expect(me.phone).toMatch(/\*{4}/);
    const page = await fetchCall(['getProductList', { page: 1, pageSize: 2 }]);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const next = await fetchCall(['getProductList', { page: 2, pageSize: 2 }]);
    expect(next.items.map((p) => p.id)).not.toContain(page.items[0]?.id);
    const missing = await rejection(fetchCall(['getProduct', { id: 999_999 }]));
    expect(missing).toMatchObject({ status: 404, reason: 'not_found', shown: false });
    expect(toasts).toEqual([]);
  });

  it('a refused write carries its reason and the field at fault, toasted in the reader’s words', async () => {
    await prepareWithdrawals(h, userIdOf(tokens.access() ?? ''));
    const wrong = '000000';
    expect(wrong).not.toBe(PAY_PASSWORD);
    const input = {
      bankName: 'Bank of China',
      holderName: 'Li Wei',
      cardNumber: '6011000990139424',
      payPassword: wrong,
    };
    const e = await rejection(callApi('SaveUserBankInfo', input));
    expect(e).toMatchObject({
      status: 422,
      reason: 'wrong_pay_password',
      fields: { payPassword: { rule: 'wrong_pay_password' } },
    });
    expect(toasts).toEqual(['t:reasons.wrong_pay_password']);
    expect(errorText((k: string) => `t:${k}`, e)).toBe('t:reasons.wrong_pay_password');
  });

  it('bad input gets the same field rule from the client-side check as from the server', async () => {
    const local = await rejection(callApi('getMobileCodeLogin', { phone: '12' }, { toast: false }));
    const server = await h.call('GET', '/api/front/getMobileCodeLogin', { query: { phone: '12' } });
    expect(server.body.fields).toEqual(local.fields);
    expect(local.fields).toEqual({ phone: { rule: 'phone' } });
    expect(server.body.reason).toBe(local.reason);
  });

  it('refreshes an expired access token on the next call and keeps going', async () => {
    const before = { access: tokens.access(), refresh: tokens.refresh() };
    h.clock.advance((h.config.accessTtl + 60) * 1000);
    const me = await callApi('getInfo', {});
    expect(me.phone).toMatch(/\*{4}/);
    expect(tokens.access()).not.toBe(before.access);
    expect(tokens.refresh()).not.toBe(before.refresh);
    expect(toasts).toEqual([]);
  });
});
