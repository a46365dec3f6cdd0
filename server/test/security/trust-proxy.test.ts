// Defect 8 (issue 7) and item 3 (issue 21): a client cannot choose its IP with X-Forwarded-For.
// TRUST_PROXY takes proxy addresses only (`true` and a hop count are refused at start), and the
// header is believed only when the direct peer is one of those addresses.
// Audit item 11: a subnet wider than IPv4 /8 or IPv6 /16 is refused like `true` (0.0.0.0/1 and
// 128.0.0.0/1 were the whole internet), and no value ends in a raw TypeError (0.0.0.0/0 did).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls } from '@/lib/api/registry';
import { ConfigError, loadConfig } from '../../config';
import { createHarness, nextPhone, type Harness } from '../harness';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'gavel-proxy-'));
const load = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;

const operatorCall = (h: Harness, ip: string, xff?: string) =>
  h.call('GET', '/api/admin/identities', {
    ip,
    headers: {
      ...(xff === undefined ? {} : { 'x-forwarded-for': xff }),
      authorization: `Operator ${h.config.operators[0]?.token ?? ''}`,
    },
  });

describe('TRUST_PROXY', () => {
  it('takes proxy addresses only: true and a hop count are refused with the way out', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY.*proxy's address/);
    // A hop count believed the nearest X-Forwarded-For entry from anyone who connected directly.
    for (const hops of ['1', '2', '10']) expect(() => load(hops)).toThrow(/TRUST_PROXY: a hop count.*127\.0\.0\.1/);
    expect(() => load('127.0.0.1, example.com')).toThrow(/"example\.com" is not an IP address/);
    expect(() => load('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(load('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(load('loopback,uniquelocal, ::1, fd00::/8, 192.168.0.0/255.255.0.0')).toEqual([
      'loopback',
      'uniquelocal',
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);
    expect(load('')).toBe(false);
    expect(load('false')).toBe(false);
  });

  it('refuses subnets wider than IPv4 /8 or IPv6 /16 with the config message, never a TypeError', () => {
    const wide = /TRUST_PROXY: .* is wider than \/8 \(IPv4\) or \/16 \(IPv6.*proxy's address/;
    for (const value of [
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/0',
      '0.0.0.0/0.0.0.0',
      '10.0.0.0/7',
      '::/0',
      '2000::/3',
      '127.0.0.1, ::/1',
      // IPv4-mapped: proxy-addr matches every IPv4 peer against ::ffff:0:0/96.
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/100',
    ])
      expect(() => load(value), value).toThrow(wide);
    // A netmask whose ones are not contiguous, and /0 spelt as a netmask, were TypeErrors in proxy-addr.
    expect(() => load('10.0.0.0/255.0.255.0')).toThrow(/"10\.0\.0\.0\/255\.0\.255\.0" is not an IP address/);
    expect(load('10.0.0.0/8, 192.168.0.0/255.255.0.0, 2001:db8::/16, ::ffff:10.0.0.0/104')).toHaveLength(4);
    // The private IPv6 ranges may be written whole, as the names cover them.
    expect(load('fc00::/7, fd00::/8, fe80::/10')).toEqual(['fc00::/7', 'fd00::/8', 'fe80::/10']);
  });

  it('any value: a ConfigError, or addresses that believe at most one /8 (IPv4) or /16 (IPv6) of these', () => {
    // One peer in each of several /8s and /16s, plain and IPv4-mapped.
    const probes = [
      '8.8.8.8',
      '100.64.1.1',
      '203.0.113.9',
      '::ffff:45.1.2.3',
      '2001:db8::1',
      '2a00:1450::1',
      '2600::1',
    ];
    const prefix = fc.oneof(fc.integer({ min: -1, max: 140 }).map(String), fc.ipV4(), fc.string({ maxLength: 6 }));
    const entry = fc.oneof(
      fc
        .tuple(
          fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4Extended(), fc.constantFrom('0.0.0.0', '::', '::ffff:0.0.0.0')),
          prefix,
        )
        .map(([ip, p]) => `${ip}/${p}`),
      fc.oneof(fc.ipV4(), fc.ipV6()),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(entry, (value) => {
        let trusted: false | string[];
        try {
          trusted = load(value);
        } catch (e) {
          expect(e).toBeInstanceOf(ConfigError);
          return;
        }
        if (trusted === false) return;
        const trust = proxyAddr.compile(trusted);
        expect(probes.filter((p) => trust(p, 0)).length, value).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('a direct peer that is not the proxy is itself: forged entries change neither limits nor the guard', async () => {
    const h = await createHarness({ trustProxy: ['127.0.0.1'], smsIpPerHour: 5 });
    try {
      // A client reaching HOST=0.0.0.0 directly, forging a new address (and loopback) each time.
      let sent = 0;
      for (let i = 0; i < 8; i++) {
        const r = await h.api(
          'getMobileCodeLogin',
          { phone: nextPhone() },
          { ip: '203.0.113.9', headers: { 'x-forwarded-for': `198.51.100.${i}, 127.0.0.1` } },
        );
        if (r.status === 200) sent += 1;
      }
      expect(sent).toBe(h.config.smsIpPerHour);
      // Wrong passwords for one phone: 10 per phone and address, counted on the real peer.
      const phone = nextPhone();
      const statuses = [];
      for (let i = 0; i < 12; i++) {
        const r = await h.call('POST', calls.login.path, {
          ip: '203.0.113.10',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          body: { phone, password: 'not-the-password' },
        });
        statuses.push(r.status);
      }
      expect(statuses.filter((s) => s === 422)).toHaveLength(10);
      expect(statuses.slice(-2)).toEqual([429, 429]);
      expect((await operatorCall(h, '203.0.113.9', '127.0.0.1')).status).toBe(403);
      expect((await operatorCall(h, '203.0.113.9', '127.0.0.1, 127.0.0.1')).status).toBe(403);
    } finally {
      await h.close();
    }
  });

  it.each([['127.0.0.1'], ['loopback']])(
    'through the configured proxy (%s), the client is the address the proxy saw',
    async (proxy) => {
      const h = await createHarness({ trustProxy: [proxy], smsIpPerHour: 5 });
      try {
        let sent = 0;
        for (let i = 0; i < 8; i++) {
          // The proxy appends the real client (203.0.113.9) after whatever the client forged.
          const r = await h.api(
            'getMobileCodeLogin',
            { phone: nextPhone() },
            { ip: '127.0.0.1', headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` } },
          );
          if (r.status === 200) sent += 1;
        }
        expect(sent).toBe(h.config.smsIpPerHour);
        // A remote client through the local proxy is remote, even when it forged loopback first.
        expect((await operatorCall(h, '127.0.0.1', '203.0.113.9')).status).toBe(403);
        expect((await operatorCall(h, '127.0.0.1', '127.0.0.1, 203.0.113.9')).status).toBe(403);
        // The operator CLI on this machine, straight to the server: allowed.
        expect((await operatorCall(h, '127.0.0.1')).status).toBe(200);
      } finally {
        await h.close();
      }
    },
  );

  it('without TRUST_PROXY, X-Forwarded-For is ignored entirely', async () => {
    const h = await createHarness();
    try {
      expect((await operatorCall(h, '203.0.113.9', '127.0.0.1')).status).toBe(403);
    } finally {
      await h.close();
    }
  });
});
