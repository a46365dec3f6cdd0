// Audit item 3: one push endpoint that accepts and never answers delayed another buyer's in-app
// notification by ~95 s (the worker sent pushes with no timeout, on the same loop as in-app
// delivery). Now push runs on its own loop with a deadline per send, a few tries with backoff,
// and a bound on sends open at once. The stalled receiver here is a real local TCP server that
// accepts and never answers; the deadline is ended by hand, so nothing waits on the clock.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../db/client';
import { deliverPush, PUSH_CONCURRENCY, PUSH_MAX_ATTEMPTS } from '../../notify/push';
import { ALLOW_PRIVATE_ENV, usePushSender } from '../../notify/push-env';
import { createPushSender, PUSH_TIMEOUT_MS, type PushSender } from '../../notify/push-send';
import { vapidKeys } from '../../notify/vapid';
import { addProduct, userIdOf } from '../market';
import { createHarness, type Harness } from '../harness';

const device = createECDH('prime256v1');
device.generateKeys();
const keys = { p256dh: device.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };

let h: Harness;
let stall: Server;
let stallBase: string;
const accepted: Socket[] = [];
beforeAll(async () => {
  // Reads what it is sent (so it sees the client leave) and never answers.
  stall = createServer((s) => {
    accepted.push(s);
    s.resume();
  });
  await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve));
  stallBase = `https://127.0.0.1:${(stall.address() as { port: number }).port}`;
  // The stalled receiver is on loopback: the test-only escape hatch (docs/notifications.md).
  process.env[ALLOW_PRIVATE_ENV] = 'true';
  h = await createHarness();
});
afterAll(async () => {
  delete process.env[ALLOW_PRIVATE_ENV];
  await h.close();
  accepted.forEach((s) => s.destroy());
  await new Promise((resolve) => stall.close(resolve));
});

async function watcherOf(token: string, name: string) {
  const pid = await addProduct(h, { price: 1000, stock: 0, name });
  await h.api('AddWatch', { productId: pid }, { token });
  return pid;
}

const names = async (token: string) =>
  (await h.api('GetNotifications', {}, { token })).body.result.items.map((n) => n.data.name);

describe('a push endpoint that never answers', () => {
  it('does not hold back another user’s in-app notification: stored while the stalled send is still open', async () => {
    // The app's own worker sends through this: the real sender, its deadline ended by the test.
    const release = new AbortController();
    let open = 0;
    const real = createPushSender({ allowPrivate: true });
    usePushSender(h.config, async (target, payload, vapid) => {
      open++;
      try {
        await real(target, payload, vapid, release.signal);
      } finally {
        open--;
      }
    });
    const a = await h.registerUser();
    const b = await h.registerUser();
    const stalledEndpoint = `${stallBase}/stall/${randomBytes(4).toString('hex')}`;
    expect(
      (await h.api('SavePushSubscription', { endpoint: stalledEndpoint, keys, locale: 'en' }, { token: a.accessToken }))
        .status,
    ).toBe(200);
    await h.api(
      'SaveNotificationSettings',
      { muted: false, windowLead: null, push: ['watch_restocked'] },
      { token: a.accessToken },
    );
    const first = await watcherOf(a.accessToken, 'Stalled cup');
    const before = accepted.length;
    await h.operator('POST', '/products/edit', { id: first, stock: 1 });
    // A's push is now open on the receiver that never answers.
    await vi.waitFor(() => expect(accepted.length).toBeGreaterThan(before), { timeout: 15_000 });
    await vi.waitFor(() => expect(open).toBe(1));

    const second = await watcherOf(b.accessToken, 'Prompt cup');
    await h.operator('POST', '/products/edit', { id: second, stock: 1 });
    // B's notification is stored by the worker while A's send has not finished.
    await vi.waitFor(async () => expect(await names(b.accessToken)).toEqual(['Prompt cup']), { timeout: 15_000 });
    expect(open).toBe(1);
    expect(await names(a.accessToken)).toEqual(['Stalled cup']);

    // The deadline ends the stalled send: it is put back for a later try, not lost, not done.
    release.abort();
    await vi.waitFor(() => expect(open).toBe(0));
    await vi.waitFor(async () => {
      const [row] = await rows<{ attempts: number; done: boolean; last_error: string | null }>(
        h.app.ctx.db,
        sql`SELECT attempts, done_at IS NOT NULL AS done, last_error FROM outbox
             WHERE channel = 'push' AND user_id = ${userIdOf(a.accessToken)}`,
      );
      expect(row).toEqual({ attempts: 1, done: false, last_error: 'push timed out' });
    });
  });

  it('each send has a deadline (PUSH_TIMEOUT_MS by default); ending it closes the connection', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    const signals: AbortSignal[] = [];
    const capture: PushSender = (_t, _p, _v, signal) => {
      signals.push(signal);
      return Promise.resolve();
    };
    usePushSender(h.config, capture);
    const userId = userIdOf((await h.registerUser()).accessToken);
    await h.app.ctx.db.execute(
      sql`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, locale)
          VALUES (${userId}, ${`${stallBase}/deadline/${randomBytes(4).toString('hex')}`}, ${keys.p256dh}, ${keys.auth}, 'en')`,
    );
    await h.app.ctx.db.execute(
      sql`INSERT INTO outbox (user_id, channel, type, data) VALUES (${userId}, 'push', 'notice_new', '{"name":"x"}')`,
    );
    await deliverPush(h.app.ctx, { send: capture });
    await vi.waitFor(() => expect(signals.length).toBeGreaterThan(0));
    expect(timeouts).toHaveBeenCalledWith(PUSH_TIMEOUT_MS);
    expect(PUSH_TIMEOUT_MS).toBe(10_000);
    timeouts.mockRestore();

    // The real sender on the stalled receiver: aborted by its deadline, the socket closed.
    const deadline = new AbortController();
    const before = accepted.length;
    const sending = createPushSender({ allowPrivate: true })(
      { endpoint: `${stallBase}/direct`, keys },
      '{}',
      vapidKeys(h.config),
      deadline.signal,
    ).then(
      () => 'sent',
      (e: Error) => e.message,
    );
    await vi.waitFor(() => expect(accepted.length).toBeGreaterThan(before));
    const socket = accepted[accepted.length - 1]!;
    const closed = new Promise((resolve) => socket.once('close', resolve));
    deadline.abort();
    expect(await sending).toBe('push timed out');
    await closed;
  });

  it(`is tried ${PUSH_MAX_ATTEMPTS} times with growing waits, then given up; the in-app notification stays`, async () => {
    const failing: PushSender = () => Promise.reject(new Error('push timed out'));
    usePushSender(h.config, failing);
    const u = await h.registerUser();
    await h.api(
      'SavePushSubscription',
      { endpoint: `${stallBase}/retry/${randomBytes(4).toString('hex')}`, keys, locale: 'en' },
      { token: u.accessToken },
    );
    await h.api(
      'SaveNotificationSettings',
      { muted: false, windowLead: null, push: ['watch_restocked'] },
      { token: u.accessToken },
    );
    const pid = await watcherOf(u.accessToken, 'Retry cup');
    await h.operator('POST', '/products/edit', { id: pid, stock: 1 });
    const userId = userIdOf(u.accessToken);
    const pushRow = async () => {
      const [row] = await rows<{ attempts: number; done: boolean; wait_ms: number }>(
        h.app.ctx.db,
        sql`SELECT attempts, done_at IS NOT NULL AS done,
                   (extract(epoch FROM run_at - now()) * 1000)::int AS wait_ms
              FROM outbox WHERE channel = 'push' AND user_id = ${userId}`,
      );
      return row;
    };
    await vi.waitFor(async () => expect(await pushRow()).toBeDefined(), { timeout: 15_000 });
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const row = await pushRow();
      if (row?.done) break;
      if (row && row.attempts > 0) waits.push(row.wait_ms);
      // Due now: this call (or the app's worker, on the same failing sender) tries it again.
      await h.app.ctx.db.execute(
        sql`UPDATE outbox SET run_at = now() WHERE channel = 'push' AND user_id = ${userId} AND done_at IS NULL`,
      );
      await deliverPush(h.app.ctx, { send: failing });
    }
    const row = await pushRow();
    expect(PUSH_MAX_ATTEMPTS).toBe(3);
    expect(row).toMatchObject({ attempts: PUSH_MAX_ATTEMPTS, done: true });
    expect(waits.length).toBeGreaterThan(0);
    expect(waits).toEqual([...waits].sort((x, y) => x - y));
    expect(await names(u.accessToken)).toEqual(['Retry cup']);
  });

  it(`opens at most ${PUSH_CONCURRENCY} sends at once`, async () => {
    let open = 0;
    let most = 0;
    const gate = new AbortController();
    const slow: PushSender = async () => {
      open++;
      most = Math.max(most, open);
      if (!gate.signal.aborted)
        await new Promise((resolve) => gate.signal.addEventListener('abort', resolve, { once: true }));
      open--;
    };
    usePushSender(h.config, slow);
    // Two users with ten devices each: one batch holds twice the bound.
    for (let i = 0; i < 2; i++) {
      const userId = userIdOf((await h.registerUser()).accessToken);
      for (let d = 0; d < 10; d++)
        await h.app.ctx.db.execute(
          sql`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, locale)
              VALUES (${userId}, ${`https://push.example.invalid/c/${i}-${d}-${randomBytes(3).toString('hex')}`}, ${keys.p256dh}, ${keys.auth}, 'en')`,
        );
      await h.app.ctx.db.execute(
        sql`INSERT INTO outbox (user_id, channel, type, data) VALUES (${userId}, 'push', 'notice_new', '{"name":"x"}')`,
      );
    }
    const run = deliverPush(h.app.ctx, { send: slow });
    await vi.waitFor(() => expect(open).toBe(PUSH_CONCURRENCY));
    gate.abort();
    await run;
    expect(most).toBe(PUSH_CONCURRENCY);
  });
});
