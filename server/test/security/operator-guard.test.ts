// Defect 1: the operator guard must hold for every spelling of every operator route, from this
// machine and from elsewhere, and no operator route is CORS-open. The guard decides on the route
// the router matched, so the family below is tried against each route the operator plugin holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createHarness, type Harness } from '../harness';
import { buildTestApp } from '../test-app';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Other spellings of one path that a router or a proxy may decode or normalise to it. */
export function spellings(path: string): string[] {
  const rest = path.slice('/api/admin'.length);
  const encodeEach = (s: string) =>
    s.replace(/[A-Za-z]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
  return [
    path,
    `/api/%61dmin${rest}`,
    `/api/%41dmin${rest}`,
    `/%61pi/admin${rest}`,
    `/api/${encodeEach('admin')}${rest}`,
    `/api/admin${encodeEach(rest)}`,
    `//api/admin${rest}`,
    `/api//admin${rest}`,
    `/api/admin/${rest}`,
    `/api/./admin${rest}`,
    `/api/x/../admin${rest}`,
    `/api/admin/.${rest}`,
    `/API/admin${rest}`,
    `/api/ADMIN${rest}`,
    `/api%2Fadmin${rest}`,
    `/api%2fadmin${rest}`,
    `/api/admin%2F${rest.slice(1)}`,
    `/api/admin;x=1${rest}`,
    `${path}?x=/api/front/getInfo`,
    `${path}#frag`,
    `${path}/`,
  ];
}

describe('operator routes', () => {
  it('the plugin holds the operator routes (identities, applications, notices, products)', () => {
    const routes = h.app.operatorRoutes;
    for (const r of [
      'GET /api/admin/identities',
      'POST /api/admin/identities/decide',
      'POST /api/admin/applications/decide',
      'POST /api/admin/notices',
    ]) {
      expect(routes).toContain(r);
    }
    expect(routes.length).toBeGreaterThanOrEqual(10);
  });

  it('no spelling of any operator route answers without the token, from loopback or remote', async () => {
    for (const route of h.app.operatorRoutes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      for (const url of spellings(path)) {
        for (const remoteAddress of ['127.0.0.1', '::1', '203.0.113.7']) {
          const r = await h.app.inject({
            method,
            url,
            remoteAddress,
            headers: { 'x-operator': 'mallory', origin: 'https://evil.example', 'x-forwarded-for': '127.0.0.1' },
            ...(method === 'POST' ? { payload: { id: 1, type: 'recharge', decision: 'approve' } } : {}),
          });
          const label = `${method} ${url} from ${remoteAddress}: ${r.statusCode} ${r.body.slice(0, 120)}`;
          expect([401, 403, 404], label).toContain(r.statusCode);
          expect(r.headers['access-control-allow-origin'], label).toBeUndefined();
        }
      }
    }
  });

  it('a remote caller with the right token is refused on every spelling (ADMIN_ALLOW_REMOTE off)', async () => {
    const token = h.config.operators[0]?.token ?? '';
    for (const route of h.app.operatorRoutes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      for (const url of spellings(path)) {
        const r = await h.app.inject({
          method,
          url,
          remoteAddress: '198.51.100.4',
          headers: { authorization: `Operator ${token}`, 'x-forwarded-for': '127.0.0.1' },
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect([403, 404], `${method} ${url}: ${r.statusCode}`).toContain(r.statusCode);
      }
    }
  });

  it('from loopback with the token the guard lets the canonical spelling through', async () => {
    const list = await h.operator('GET', '/identities');
    expect(list.status).toBe(200);
    const encoded = await h.app.inject({
      method: 'GET',
      url: '/api/%61dmin/identities',
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Operator ${h.config.operators[0]?.token ?? ''}` },
    });
    // The router decodes the path; whatever it matches, the guard has run (and passed here).
    expect(encoded.statusCode).toBe(200);
  });

  it('the preflight of an operator path is not CORS-open', async () => {
    for (const url of ['/api/admin/identities', '/api/%61dmin/identities']) {
      const r = await h.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('who acted', () => {
  it('is the name of the token, never the X-Operator header', async () => {
    const app = await buildTestApp(
      testConfig({
        operators: [
          { name: 'alice', token: 'alice-token-alice-token-alice-token' },
          { name: 'bob', token: 'bob-token-bob-token-bob-token-bob-t' },
        ],
      }),
    );
    try {
      const r = await app.inject({
        method: 'POST',
        url: '/api/admin/notices',
        remoteAddress: '127.0.0.1',
        headers: { authorization: 'Operator bob-token-bob-token-bob-token-bob-t', 'x-operator': 'alice' },
        payload: { title: 'Hello', body: '<p>Hi</p>' },
      });
      expect(r.statusCode).toBe(200);
      const { rows } = await import('../../db/client');
      const { sql } = await import('drizzle-orm');
      const audit = await rows<{ operator: string }>(app.ctx.db, sql`SELECT operator FROM operator_actions`);
      expect(audit.map((a) => a.operator)).toEqual(['bob']);
    } finally {
      await app.close();
    }
  });
});
