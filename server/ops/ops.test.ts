// Health, metrics and overload shedding on one real app (in-memory PGlite, fastify inject).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createHarness, type Harness } from '../test/harness';
import { buildTestApp } from '../test/test-app';
import { sheddable } from './overload';
import { addProduct, fund, openAllDay, PAY_PASSWORD } from '../test/market';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ metricsToken: 'm'.repeat(40) });
  await openAllDay(h);
});
afterAll(() => h.close());

describe('/healthz and /readyz', () => {
  it('are ready while serving, and /readyz says draining (503) once the process drains', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.connection).not.toBe('close');

    const app = await buildTestApp(testConfig());
    try {
      app.lifecycle.startDraining();
      const draining = await app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining' });
      // Still alive, and every answer tells the proxy not to reuse this connection.
      const alive = await app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      expect(alive.headers.connection).toBe('close');
      const api = await app.inject({ method: 'GET', url: '/api/front/GetNotice' });
      expect(api.statusCode).toBe(200);
      expect(api.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });

  it('/readyz says the database is unreachable when it is', async () => {
    const app = await buildTestApp(testConfig());
    try {
      // Closing the embedded database under the running app: queries now fail.
      const pglite = (app.ctx.db as unknown as { $client: { close(): Promise<void> } }).$client;
      await pglite.close();
      const r = await app.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ status: 'database_unreachable' });
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

describe('/metrics', () => {
  it('serves Prometheus text to loopback: calls, refusals by reason, buys and oversell guard hits', async () => {
    const buyer = await h.registerUser();
    await fund(h, buyer.accessToken, 10_000);
    const pid = await addProduct(h, { price: 1_000, stock: 1 });
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: buyer.accessToken })).status,
    ).toBe(200);
    const refused = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: pid },
      { token: buyer.accessToken },
    );
    expect(refused.body.reason).toBe('sold_out');

    const r = await h.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    const text = r.body;
    expect(text).toMatch(
      /gavel_http_request_duration_seconds_count\{call="\/api\/front\/buyProduct",method="POST",status="200"\} 1/,
    );
    expect(text).toMatch(/gavel_refusals_total\{call="\/api\/front\/buyProduct",reason="sold_out"\} 1/);
    expect(text).toMatch(/gavel_buys_total\{outcome="bought"\} 1/);
    expect(text).toMatch(/gavel_buys_total\{outcome="sold_out"\} 1/);
    expect(text).toMatch(/gavel_oversell_guard_hits_total 1/);
    expect(text).toMatch(/gavel_sms_total\{purpose="[a-z_]+",outcome="sent"\} \d+/);
    expect(text).toContain('gavel_websockets_open 0');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    // No personal data in any label: not the phone, not the user id.
    expect(text).not.toContain(buyer.phone);
    expect(text).not.toMatch(/user(_id)?="/i);
  });

  it('is refused to a remote address, and to anything that came through a proxy, without the token', async () => {
    const remote = await h.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ reason: 'forbidden' });
    expect(remote.body).not.toContain('gavel_');
    const proxied = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    const wrong = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${'x'.repeat(40)}` },
    });
    expect(wrong.statusCode).toBe(403);
    const withToken = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${'m'.repeat(40)}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('gavel_http_request_duration_seconds');
  });

  it("serves Node's own figures once per process: a second app in the process has them too, once", async () => {
    // They are collected once per process (metrics.ts): collectors made per app were never
    // stopped and kept every closed app, its database included, alive.
    const other = await buildTestApp(testConfig());
    try {
      for (const app of [h.app, other]) {
        const text = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
        expect(text.match(/^# TYPE nodejs_heap_size_total_bytes /gm)).toHaveLength(1);
        expect(text.match(/^# TYPE gavel_websockets_open /gm)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
    const after = await h.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(after.body).toContain('nodejs_eventloop_lag_seconds');
    expect(after.body).toContain('gavel_websockets_open 0');
  });
});

describe('request log', () => {
  it('writes one line per API call with its route pattern and reason code, none for probes', async () => {
    const lines: string[] = [];
    const app = await buildTestApp(testConfig({ logLevel: 'info' }), {
      logStream: { write: (l: string) => void lines.push(l) },
    });
    try {
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({ method: 'GET', url: '/readyz' });
      await app.inject({ method: 'GET', url: '/api/front/getProduct?id=424242' });
      const calls = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => 'call' in l);
      expect(calls).toEqual([
        expect.objectContaining({ call: '/api/front/getProduct', status: 404, reason: 'not_found', level: 30 }),
      ]);
      // The route pattern, never the raw URL with its query.
      expect(lines.join('')).not.toContain('424242');
    } finally {
      await app.close();
    }
  });
});

/** Holds the event loop for `ms` (what a stalled process looks like from inside). */
function block(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
}
const turn = () => new Promise((r) => setTimeout(r, 20));

describe('overload shedding', () => {
  it('answers 503 + Retry-After (reason unavailable) while the event loop lags, keeps /healthz, then recovers', async () => {
    const app = await buildTestApp(testConfig({ overloadMaxDelayMs: 50 }), { overload: { sampleIntervalMs: 50 } });
    try {
      let shed = null;
      // Bounded: stall, let the sampler run, ask; until the server sheds.
      for (let i = 0; i < 50 && !shed; i++) {
        block(300);
        await turn();
        const r = await app.inject({ method: 'GET', url: '/api/front/GetNotice' });
        if (r.statusCode === 503) shed = r;
        else expect(r.statusCode).toBe(200);
      }
      expect(shed).not.toBeNull();
      expect(shed?.headers['retry-after']).toBe('5');
      expect(shed?.json()).toMatchObject({ code: 503, reason: 'unavailable' });
      block(300);
      await turn();
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // The app's files are never shed (a page without its scripts breaks): in the same stalls in
      // which the API is refused, they are answered.
      let apiShed = false;
      for (let i = 0; i < 50 && !apiShed; i++) {
        block(300);
        await turn();
        for (const url of ['/en/home/', '/_next/static/chunks/app.js', '/uploads/x.webp'])
          expect((await app.inject({ method: 'GET', url })).statusCode).not.toBe(503);
        apiShed = (await app.inject({ method: 'GET', url: '/api/front/GetNotice' })).statusCode === 503;
      }
      expect(apiShed).toBe(true);
      expect(sheddable('/api/front/GetNotice')).toBe(true);
      expect(sheddable('/ws')).toBe(true);
      expect(sheddable('/*')).toBe(false);
      expect(sheddable(undefined)).toBe(false);
      // Once the loop is idle again, requests are served.
      let served = false;
      for (let i = 0; i < 100 && !served; i++) {
        await turn();
        served = (await app.inject({ method: 'GET', url: '/api/front/GetNotice' })).statusCode === 200;
      }
      expect(served).toBe(true);
      const m = await app.inject({ method: 'GET', url: '/metrics' });
      expect(m.body).toMatch(/gavel_shed_total [1-9]/);
    } finally {
      await app.close();
    }
  });
});
