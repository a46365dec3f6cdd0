import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { testConfig } from '../config';
import { createHarness, type Harness } from '../test/harness';
import { registerCall } from './register-call';
import { buildTestApp } from '../test/test-app';
import { PAY_PASSWORD } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('registerCall applies the registry', () => {
  it('refuses a malformed Idempotency-Key before the handler runs, naming the header', async () => {
    const user = await h.registerUser();
    const r = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: 1 },
      { token: user.accessToken, idempotencyKey: 'has space' },
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ reason: 'invalid_input', fields: { 'Idempotency-Key': { rule: 'format' } } });
  });

  it('answers 500, not an unprotected effect, when an idempotent handler skips ctx.once', async () => {
    const app = await buildTestApp(testConfig());
    registerCall(app, { ...calls.applyRecharge, auth: false, path: '/api/test/skips-once' }, () =>
      Promise.resolve({} as never),
    );
    await app.ready();
    try {
      const r = await app.inject({
        method: 'POST',
        url: '/api/test/skips-once',
        payload: { amount: 100_000, accountId: 1, proofImage: '/uploads/r/5.jpg' },
      });
      expect(r.statusCode).toBe(500);
      expect(r.json()).toMatchObject({ reason: 'internal' });
    } finally {
      await app.close();
    }
  });
});
