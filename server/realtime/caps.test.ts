// Connection caps (config.wsCaps): one user's sockets, one address's sockets, and one address's
// sockets still waiting for their auth frame. Over a cap, the upgrade is answered 429 (per address)
// or the socket closed with 4029 (per user); closing a socket frees its place.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE } from '@/lib/api/limits';
import { testConfig } from '../config';
import { createHarness, type Harness } from '../test/harness';
import { openAuthed, openWs, type WsClient } from '../test/ws-client';

const open: WsClient[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

/** The HTTP status of an upgrade the server refused (the `ws` client reports it). */
function refusedStatus(base: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.on('error', () => undefined);
  });
}

/**
 * Retries `attempt` until it succeeds: the server frees a closed socket's place when the TCP close
 * lands there, which may come just after the client saw its own close.
 */
async function eventually<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return await attempt();
    } catch (e) {
      if (i >= 50) throw e;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

describe('socket caps', () => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await createHarness({
      ...testConfig(),
      wsCaps: { perUser: 2, perAddress: 4, unauthenticatedPerAddress: 2 },
    });
    base = await listen(h.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await h.close();
  });

  it('refuses a user’s socket over the per-user cap with 4029, and takes one again after a close', async () => {
    const u = await h.registerUser();
    const first = await openAuthed(base, u.accessToken);
    const second = await openAuthed(base, u.accessToken);
    const third = await openWs(base);
    third.send({ type: 'auth', token: u.accessToken });
    expect((await third.closed).code).toBe(WS_CLOSE.tooMany);
    await first.close();
    const again = await eventually(() => openAuthed(base, u.accessToken));
    await Promise.all([second.close(), again.close()]);
  });

  it('refuses unauthenticated sockets over the per-address cap with HTTP 429', async () => {
    const a = await openWs(base);
    const b = await openWs(base);
    expect(await refusedStatus(base)).toBe(429);
    // Once one authenticates, another may wait for its auth frame.
    const u = await h.registerUser();
    a.send({ type: 'auth', token: u.accessToken });
    await a.next('ready');
    const c = await openWs(base);
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('refuses sockets over the per-address cap with HTTP 429, whoever they belong to', async () => {
    const users = await Promise.all([h.registerUser(), h.registerUser()]);
    const sockets = [
      await openAuthed(base, users[0].accessToken),
      await openAuthed(base, users[0].accessToken),
      await openAuthed(base, users[1].accessToken),
      await openAuthed(base, users[1].accessToken),
    ];
    expect(await refusedStatus(base)).toBe(429);
    await sockets[0]?.close();
    const next = await eventually(() => openWs(base));
    await Promise.all([...sockets.slice(1).map((s) => s.close()), next.close()]);
  });
});

describe('socket caps behind a trusted proxy', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    const h = await createHarness({
      trustProxy: ['loopback'],
      wsCaps: { perUser: 2, perAddress: 4, unauthenticatedPerAddress: 1 },
    });
    app = h.app;
    base = await listen(app);
  });
  afterAll(() => app.close());

  it('counts per client address from X-Forwarded-For (the loopback proxy trusted), not per proxy', async () => {
    const one = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers: { 'x-forwarded-for': '203.0.113.1' } });
    await new Promise((resolve, reject) => {
      one.once('open', resolve);
      one.once('error', reject);
    });
    expect(await refusedStatus(base, { 'x-forwarded-for': '203.0.113.1' })).toBe(429);
    // Another client behind the same proxy is not held back by the first one.
    const two = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers: { 'x-forwarded-for': '203.0.113.2' } });
    await new Promise((resolve, reject) => {
      two.once('open', resolve);
      two.once('error', reject);
    });
    one.close();
    two.close();
  });
});
