// Connection hygiene with short timings: a socket that never authenticates is closed with 4003,
// and one that stops answering pings is dropped; neither touches a healthy session.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { WS_CLOSE } from '@/lib/api/limits';
import { testConfig } from '../config';
import { withTx } from '../db/tx';
import { issueTokens } from '../auth/tokens';
import { users } from '../db/schema';
import { openAuthed, openWs, type WsClient } from '../test/ws-client';
import { buildTestApp } from '../test/test-app';

let app: FastifyInstance;
let base: string;
let token: string;
beforeAll(async () => {
  app = await buildTestApp(testConfig(), {
    realtime: { heartbeatMs: 150, authTimeoutMs: 200 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  base = `http://127.0.0.1:${addr.port}`;
  token = await tokenIn(app);
});

/** A user's access token in `a`'s database. */
function tokenIn(a: FastifyInstance): Promise<string> {
  return withTx(a.ctx.db, async (tx) => {
    const [u] = await tx
      .insert(users)
      .values({ phone: '13700000001', nickname: 'hb', invitationCode: 'HEARTBEAT1' })
      .returning({ id: users.id });
    if (!u) throw new Error('no user');
    return (await issueTokens(tx, a.ctx.config, u.id, new Date())).accessToken;
  });
}
afterAll(() => app.close());

describe('heartbeat and auth timeout', () => {
  it('closes a connection that does not authenticate in time', async () => {
    const c = await openWs(base);
    expect((await c.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('drops a connection that stops answering pings, and keeps the healthy one', async () => {
    const healthy = await openAuthed(base, token);
    const silent = await openAuthed(base, token);
    // Stop reading: the client can no longer answer the server's pings.
    const raw = (silent.ws as unknown as { _socket: Socket })._socket;
    raw.pause();
    await new Promise((r) => setTimeout(r, 700));
    raw.resume();
    expect((await silent.closed).code).toBe(1006); // terminated, no close handshake
    healthy.send({ type: 'ping' });
    await healthy.next('pong');
    await healthy.close();
  });
});

describe('heartbeat in slices', () => {
  it('pings each socket once per interval, a slice of them each second rather than all at once', async () => {
    // 2 s → two slices, one pinged each second: sockets take slices in turn as they connect.
    const sliced = await buildTestApp(testConfig(), { realtime: { heartbeatMs: 2000 } });
    try {
      await sliced.listen({ port: 0, host: '127.0.0.1' });
      const addr = sliced.server.address();
      if (!addr || typeof addr !== 'object') throw new Error('no address');
      const url = `http://127.0.0.1:${addr.port}`;
      const start = performance.now();
      const clients: WsClient[] = [];
      const pings: number[][] = [];
      for (let i = 0; i < 4; i++) {
        // Unauthenticated sockets are pinged too; the listener is on before any frame can arrive.
        const c = await openWs(url);
        const times: number[] = [];
        c.ws.on('ping', () => times.push(performance.now() - start));
        clients.push(c);
        pings.push(times);
      }
      const deadline = performance.now() + 5000;
      while (pings.some((p) => p.length === 0) && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      // Every socket pinged, none twice yet (its next ping is an interval, 2 s, later)…
      expect(pings.map((p) => p.length)).toEqual([1, 1, 1, 1]);
      const at = pings.map((p) => p[0]!);
      // …and not in one sweep: two groups a slice (1 s) apart, alternating by connection order.
      expect(Math.abs(at[0]! - at[2]!)).toBeLessThan(300);
      expect(Math.abs(at[1]! - at[3]!)).toBeLessThan(300);
      expect(Math.abs(at[0]! - at[1]!)).toBeGreaterThan(700);
      await Promise.all(clients.map((c) => c.close()));
    } finally {
      await sliced.close();
    }
  });
});
