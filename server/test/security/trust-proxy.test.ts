// Defect 8: a client cannot choose its IP with X-Forwarded-For. TRUST_PROXY=true is refused; a
// hop count trusts only the nearest proxies, an address list only those peers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createHarness, nextPhone } from '../harness';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'gavel-proxy-'));

describe('TRUST_PROXY', () => {
  it('refuses true, accepts a hop count or addresses', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  for (const trustProxy of [1, ['10.0.0.1']] as const) {
    it(`behind one proxy (${JSON.stringify(trustProxy)}): forged entries change neither limits nor the guard`, async () => {
      const h = await createHarness({ trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] });
      try {
        // One real client (203.0.113.9 as the proxy saw it) forging a new address on every request.
        let sent = 0;
        for (let i = 0; i < 40; i++) {
          const r = await h.call('GET', '/api/front/getMobileCodeRegist', {
            query: { phone: nextPhone() },
            ip: '10.0.0.1',
            headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
          });
          if (r.status === 200) sent += 1;
        }
        expect(sent).toBe(30);
        const op = await h.call('GET', '/api/admin/identities', {
          ip: '10.0.0.1',
          headers: {
            'x-forwarded-for': '127.0.0.1, 203.0.113.9',
            authorization: `Operator ${h.config.operators[0]?.token ?? ''}`,
          },
        });
        expect(op.status).toBe(403);
      } finally {
        await h.close();
      }
    });
  }

  it('without TRUST_PROXY, X-Forwarded-For is ignored entirely', async () => {
    const h = await createHarness();
    try {
      const op = await h.call('GET', '/api/admin/identities', {
        ip: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1', authorization: `Operator ${h.config.operators[0]?.token ?? ''}` },
      });
      expect(op.status).toBe(403);
    } finally {
      await h.close();
    }
  });
});
