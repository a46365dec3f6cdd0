// Audit item 4: a push subscription's endpoint is a URL the server connects to. Loopback, private,
// link-local (cloud metadata), other ports and userinfo URLs were accepted and connected to, and 300
// subscriptions on one user turned one notification into hundreds of connections. Now: refused
// when saved (400 invalid_input naming `endpoint`), refused again at connect time after DNS (a name
// rebound to 127.0.0.1 is never connected to), at most 10 devices per user.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { checkEndpoint, isRefusedAddress } from '../../notify/endpoint-guard';
import { deliverPush } from '../../notify/push';
import { ALLOW_PRIVATE_ENV, privateEndpointsAllowed, usePushSender } from '../../notify/push-env';
import { createPushSender, type PushSender } from '../../notify/push-send';
import { MAX_SUBSCRIPTIONS } from '../../notify/queries';
import { vapidKeys } from '../../notify/vapid';
import { userIdOf } from '../market';
import { createHarness, type Harness, type TestUser } from '../harness';

const device = createECDH('prime256v1');
device.generateKeys();
const keys = { p256dh: device.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };

let h: Harness;
let u: TestUser;
/** A TCP listener on loopback that counts the connections it is offered. */
let trap: Server;
let trapPort: number;
const trapped: Socket[] = [];
beforeAll(async () => {
  delete process.env[ALLOW_PRIVATE_ENV];
  h = await createHarness();
  u = await h.registerUser();
  trap = createServer((s) => trapped.push(s));
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as { port: number }).port;
});
afterAll(async () => {
  trapped.forEach((s) => s.destroy());
  await new Promise((resolve) => trap.close(resolve));
  await h.close();
});

const save = (endpoint: string, token = u.accessToken) =>
  h.call('POST', '/api/front/SavePushSubscription', { token, body: { endpoint, keys, locale: 'en' } });

const stored = async (endpoint: string) =>
  (await h.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length;

describe('a push endpoint is checked when it is saved', () => {
  it.each([
    'http://push.example.com/send/abc',
    'https://127.0.0.1/send/abc',
    'https://127.1/send/abc',
    'https://2130706433/send/abc',
    'https://0x7f.1/send/abc',
    'https://0177.0.0.1/send/abc',
    'https://[::1]/send/abc',
    'https://[::ffff:127.0.0.1]/send/abc',
    'https://[::ffff:a9fe:a9fe]/latest/meta-data',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.7/send',
    'https://172.16.0.1/send',
    'https://192.168.1.1/send',
    'https://100.64.0.1/send',
    'https://0.0.0.0/send',
    'https://[::]/send',
    'https://[fd12:3456::1]/send',
    'https://[fe80::1]/send',
    'https://[ff02::1]/send',
    'https://224.0.0.1/send',
    'https://[64:ff9b::7f00:1]/send',
    'https://localhost/send',
    'https://localhost:5432/',
    'https://db.localhost/send',
    'https://metadata/computeMetadata',
    'https://push.example.com:5432/send/abc',
    'https://user@push.example.com/send/abc',
    'https://user:secret@push.example.com/send/abc',
  ])('refuses %s (400 invalid_input, field endpoint) and stores nothing', async (endpoint) => {
    const r = await save(endpoint);
    expect(r.status).toBe(400);
    expect(r.body.reason).toBe('invalid_input');
    expect(Object.keys(r.body.fields ?? {})).toEqual(['endpoint']);
    expect(await stored(endpoint)).toBe(0);
    expect(await stored(new URL(endpoint).href)).toBe(0);
  });

  it('accepts a public push service, stored as the URL parser writes it', async () => {
    const endpoint = `https://FCM.googleapis.com/fcm/send/${randomBytes(6).toString('hex')}`;
    expect((await save(endpoint)).status).toBe(200);
    expect(await stored(new URL(endpoint).href)).toBe(1);
  });

  it('numeric host forms are read as the addresses they are', () => {
    for (const raw of ['https://2130706433/', 'https://0x7f.1/', 'https://0177.0.0.1/', 'https://127.1/'])
      expect(checkEndpoint(raw)).toEqual({ ok: false, why: 'must be a public push service' });
    expect(isRefusedAddress('8.8.8.8')).toBe(false);
    expect(isRefusedAddress('2607:f8b0:4004:800::200e')).toBe(false);
    for (const a of ['::ffff:8.8.8.8', '2002:7f00:1::1', '2001:db8::1', '198.18.0.1', '255.255.255.255'])
      expect(isRefusedAddress(a)).toBe(true);
  });
});

describe('a push endpoint is checked again when connecting', () => {
  const vapid = () => vapidKeys(h.config);
  const attempt = (send: PushSender, endpoint: string) =>
    send({ endpoint, keys }, '{}', vapid(), AbortSignal.timeout(5_000)).then(
      () => 'sent',
      (e: Error & { code?: string }) => e.code ?? e.message,
    );

  it('a name that resolves to a private address at send time is not connected to (DNS rebinding)', async () => {
    // Saved while it looked public (no DNS when saving); at send time it answers loopback.
    const asked: string[] = [];
    const rebound = createPushSender({
      allowPrivate: false,
      resolve: (name, _o, cb) => {
        asked.push(name);
        cb(null, [{ address: '127.0.0.1', family: 4 }]);
      },
    });
    const before = trapped.length;
    expect(await attempt(rebound, 'https://rebind.example.com/send/abc')).toBe('PUSH_ADDRESS_REFUSED');
    expect(asked).toEqual(['rebind.example.com']);
    // One private answer among public ones is refused too.
    const mixed = createPushSender({
      allowPrivate: false,
      resolve: (_n, _o, cb) =>
        cb(null, [
          { address: '93.184.215.14', family: 4 },
          { address: '::1', family: 6 },
        ]),
    });
    expect(await attempt(mixed, 'https://mixed.example.com/send/abc')).toBe('PUSH_ADDRESS_REFUSED');
    expect(trapped.length).toBe(before);
  });

  it('a subscription stored before these checks (loopback, another port) is never connected to, and dropped', async () => {
    const endpoint = `https://127.0.0.1:${trapPort}/send/${randomBytes(4).toString('hex')}`;
    const userId = userIdOf((await h.registerUser()).accessToken);
    await h.app.ctx.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, locale: 'en' });
    const [row] = await rows<{ id: number }>(
      h.app.ctx.db,
      sql`INSERT INTO outbox (user_id, channel, type, data) VALUES (${userId}, 'push', 'notice_new', '{"name":"x"}')
          RETURNING id`,
    );
    const before = trapped.length;
    // This call or the app's own worker (its 5 s poll) tries it: either way with the app's sender.
    await deliverPush(h.app.ctx);
    // Dropped like a 410 (never retried, never failing the user's other devices); the row is done.
    await vi.waitFor(async () => {
      const [after] = await rows<{ done: boolean; last_error: string | null }>(
        h.app.ctx.db,
        sql`SELECT done_at IS NOT NULL AS done, last_error FROM outbox WHERE id = ${row!.id}`,
      );
      expect(after).toEqual({ done: true, last_error: null });
    });
    const left = await h.app.ctx.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(left).toEqual([]);
    expect(trapped.length).toBe(before);
  });
});

describe('how many devices one user can make the server reach', () => {
  it('keeps the newest 10 subscriptions: an 11th and 12th drop the oldest', async () => {
    const v = await h.registerUser();
    const endpoints = Array.from({ length: 12 }, (_, i) => `https://fcm.googleapis.com/fcm/send/cap-${i}`);
    for (const e of endpoints) {
      expect((await save(e, v.accessToken)).status).toBe(200);
      h.clock.advance(1000);
    }
    const left = await h.app.ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userIdOf(v.accessToken)));
    expect(left.map((s) => s.endpoint).sort()).toEqual(endpoints.slice(2).sort());
    expect(MAX_SUBSCRIPTIONS).toBe(10);
  });

  it('300 subscriptions stored before the cap: one notification goes to at most 10 of them', async () => {
    const userId = userIdOf((await h.registerUser()).accessToken);
    await h.app.ctx.db.insert(pushSubscriptions).values(
      Array.from({ length: 300 }, (_, i) => ({
        userId,
        endpoint: `https://push.example.invalid/send/many-${i}`,
        p256dh: keys.p256dh,
        auth: keys.auth,
        locale: 'en',
      })),
    );
    // Counted on the app's sender: whichever of this call and the app's worker claims the row.
    let sends = 0;
    usePushSender(h.config, () => {
      sends++;
      return Promise.resolve();
    });
    const [row] = await rows<{ id: number }>(
      h.app.ctx.db,
      sql`INSERT INTO outbox (user_id, channel, type, data) VALUES (${userId}, 'push', 'notice_new', '{"name":"x"}')
          RETURNING id`,
    );
    await deliverPush(h.app.ctx);
    await vi.waitFor(async () => {
      const [after] = await rows<{ done: boolean }>(
        h.app.ctx.db,
        sql`SELECT done_at IS NOT NULL AS done FROM outbox WHERE id = ${row!.id}`,
      );
      expect(after?.done).toBe(true);
    });
    expect(sends).toBe(MAX_SUBSCRIPTIONS);
    usePushSender(h.config, createPushSender({ allowPrivate: false }));
  });
});

describe('the test-only escape hatch', () => {
  it('PUSH_ALLOW_PRIVATE_ENDPOINTS is refused in production, off unless set', () => {
    expect(() => privateEndpointsAllowed({ env: 'production' }, { [ALLOW_PRIVATE_ENV]: 'true' })).toThrow(
      ALLOW_PRIVATE_ENV,
    );
    expect(privateEndpointsAllowed({ env: 'production' }, {})).toBe(false);
    expect(privateEndpointsAllowed({ env: 'test' }, {})).toBe(false);
    expect(privateEndpointsAllowed({ env: 'test' }, { [ALLOW_PRIVATE_ENV]: 'true' })).toBe(true);
    // Even with it, only https without userinfo.
    expect(checkEndpoint('http://127.0.0.1:9/x', true).ok).toBe(false);
    expect(checkEndpoint('https://a@127.0.0.1:9/x', true).ok).toBe(false);
    expect(checkEndpoint('https://127.0.0.1:9/x', true).ok).toBe(true);
  });
});
