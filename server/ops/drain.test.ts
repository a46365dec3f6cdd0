// A graceful stop as main.ts does it (draining, then app.close()) on a listening app: /readyz says
// draining at once, a request in flight finishes, and every WebSocket is closed with 1012
// ("service restart") so the app reconnects at once to another process.
import { afterAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '@/lib/api/limits';
import { issueTokens } from '../auth/tokens';
import { testConfig } from '../config';
import { users } from '../db/schema';
import { withTx } from '../db/tx';
import { buildTestApp } from '../test/test-app';
import { openAuthed } from '../test/ws-client';

const apps: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close().catch(() => undefined))));

describe('graceful stop', () => {
  it('drains: /readyz 503, the request in flight answered, sockets closed with 1012, then closed', async () => {
    const app = await buildTestApp(testConfig());
    apps.push(app);
    // A route that answers only when told: the request in flight during the stop.
    let release: () => void = () => undefined;
    let entered = false;
    const held = new Promise<void>((r) => (release = r));
    app.get('/test/slow', async () => {
      entered = true;
      await held;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    if (!addr || typeof addr !== 'object') throw new Error('no address');
    const base = `http://127.0.0.1:${addr.port}`;
    const token = await withTx(app.ctx.db, async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ phone: '13700000099', nickname: 'drain', invitationCode: 'DRAIN0001' })
        .returning({ id: users.id });
      if (!u) throw new Error('no user');
      return (await issueTokens(tx, app.ctx.config, u.id, new Date())).accessToken;
    });
    const socket = await openAuthed(base, token);
    const inFlight = fetch(`${base}/test/slow`);
    // The request has reached the handler before the stop begins.
    for (let i = 0; i < 500 && !entered; i++) await new Promise((r) => setTimeout(r, 10));
    expect(entered).toBe(true);

    app.lifecycle.startDraining();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers.get('connection')).toBe('close');

    const closing = app.close();
    expect((await socket.closed).code).toBe(WS_CLOSE.serviceRestart);
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
