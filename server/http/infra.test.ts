import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { testConfig } from '../config';
import { buildTestApp } from '../test/test-app';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('infrastructure', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const r = await h.call('GET', '/api/front/nope');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(404);
    expect(r.body.result).toBeNull();
  });
  it('guards the operator API with the token', async () => {
    const remote = await h.call('GET', '/api/admin/identities', {
      headers: { authorization: `Operator ${h.config.operators[0]?.token ?? ''}` },
    });
    expect(remote.status).toBe(403);
    const noToken = await h.call('GET', '/api/admin/identities', { ip: '127.0.0.1' });
    expect(noToken.status).toBe(401);
    const wrong = await h.call('GET', '/api/admin/identities', {
      ip: '127.0.0.1',
      headers: { authorization: 'Operator nope' },
    });
    expect(wrong.status).toBe(401);
    const ok = await h.operator('GET', '/identities');
    expect(ok.status).toBe(200);
    // No operator route there: the ordinary 404, nothing to guard.
    expect((await h.operator('GET', '/anything')).status).toBe(404);
  });
});

describe('ADMIN_ALLOW_REMOTE', () => {
  it('lets a remote operator with the token in, still not without it', async () => {
    const app = await buildTestApp(
      testConfig({ adminAllowRemote: true, operators: [{ name: 'remote', token: 'remote-token' }] }),
    );
    try {
      const ok = await app.inject({
        method: 'GET',
        url: '/api/admin/identities',
        remoteAddress: '203.0.113.5',
        headers: { authorization: 'Operator remote-token' },
      });
      expect(ok.statusCode).toBe(200);
      const no = await app.inject({ method: 'GET', url: '/api/admin/identities', remoteAddress: '203.0.113.5' });
      expect(no.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
