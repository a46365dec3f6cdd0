import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { testConfig } from '../config';
import { registerCall } from './register-call';
import { buildTestApp } from '../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gavel-out-'));
  writeFileSync(path.join(outDir, '404.html'), '<h1>Exported 404</h1>');
  mkdirSync(path.join(outDir, 'en'));
  writeFileSync(path.join(outDir, 'en', 'index.html'), '<h1>Home</h1>');
  app = await buildTestApp(testConfig({ outDir }));
  app.get('/api/test/boom', () => {
    throw new Error('secret internal detail');
  });
  // A handler that breaks its contract (GetNotice must answer an array).
  registerCall(app, { ...calls.GetNotice, path: '/api/test/bad-shape' }, () =>
    Promise.resolve({ not: 'a list' } as never),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('error and not-found handlers', () => {
  it('an unexpected error is a 500 envelope with a generic message and no stack', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ code: 500, message: 'Internal server error', result: null });
    expect(r.body).not.toContain('secret internal detail');
    expect(r.body).not.toMatch(/\.ts:\d+/);
  });

  it('a result that breaks the contract is caught before it leaves, in production too', async () => {
    const prod = await buildTestApp(
      testConfig({ env: 'production', operators: [{ name: 'test', token: 'x'.repeat(32) }] }),
    );
    registerCall(prod, { ...calls.GetNotice, path: '/api/test/bad-shape' }, () =>
      Promise.resolve({ not: 'a list' } as never),
    );
    await prod.ready();
    try {
      for (const server of [app, prod]) {
        const r = await server.inject({ method: 'GET', url: '/api/test/bad-shape' });
        expect(r.statusCode).toBe(500);
        expect(r.json()).toMatchObject({ code: 500, reason: 'internal', result: null });
        expect(r.body).not.toContain('a list');
      }
    } finally {
      await prod.close();
    }
  });

  it('every refusal carries a reason, a bad field its rule', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/front/getMobileCodeLogin?phone=12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ reason: 'invalid_input', fields: { phone: { rule: 'phone' } } });
    const page = await app.inject({ method: 'POST', url: '/api/front/getProductList', payload: { pageSize: 0 } });
    expect(page.json()).toMatchObject({
      reason: 'invalid_input',
      fields: { pageSize: { rule: 'min', params: { min: 1 } } },
    });
    const missing = await app.inject({ method: 'POST', url: '/api/front/doesNotExist' });
    expect(missing.json()).toMatchObject({ reason: 'not_found' });
    const login = await app.inject({ method: 'GET', url: '/api/front/getInfo' });
    expect(login.json()).toMatchObject({ code: 401, reason: 'not_logged_in' });
    const boom = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(boom.json()).toMatchObject({ reason: 'internal' });
  });

  it('unknown API paths get a 404 envelope; other paths the exported 404 page', async () => {
    const api = await app.inject({ method: 'POST', url: '/api/front/doesNotExist' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, result: null });
    const page = await app.inject({ method: 'GET', url: '/pages/goods/index' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Exported 404');
  });

  it('serves out/ with trailing-slash directory indexes', async () => {
    const redirect = await app.inject({ method: 'GET', url: '/en' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/en/');
    const page = await app.inject({ method: 'GET', url: '/en/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Home');
  });

  it('answers CORS preflight for the API with the token headers allowed and exposed', async () => {
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/api/front/getInfo',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-headers']).toMatch(/x-authorization/);
    const get = await app.inject({ method: 'GET', url: '/api/front/GetNotice' });
    expect(get.headers['access-control-expose-headers']).toMatch(/x-access-token/);
  });
});
