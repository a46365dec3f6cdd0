// Web Push end to end on the server: real encryption (web-push, aes128gcm, VAPID) sent to a local
// push receiver over HTTPS that decrypts the message with the subscription's own keys and checks
// the payload (the device's language, the route to open, nothing more); a push service answering
// 410 or 404 removes the subscription; logout removes the session's subscriptions.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enMessages from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import { rows } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { addProduct, fund, PAY_PASSWORD, prepareWithdrawals, userIdOf } from '../test/market';
import { createHarness, type Harness } from '../test/harness';
import { deliverPush } from './push';
import { ALLOW_PRIVATE_ENV, usePushSender } from './push-env';
import { createPushSender } from './push-send';
import { deliverInApp } from './worker';

// http_ece is web-push's own encryption library; the receiver uses it to decrypt.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: Buffer }): Buffer;
};

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let h: Harness;
let receiver: Server;
let base: string;
const received: Received[] = [];
const waiting = new Set<() => void>();

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gavel-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  receiver = createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        waiting.forEach((w) => w());
        res.statusCode = req.url?.startsWith('/gone/') ? 410 : req.url?.startsWith('/missing/') ? 404 : 201;
        res.end();
      });
    },
  );
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const addr = receiver.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  base = `https://127.0.0.1:${addr.port}`;
  // The receiver is on loopback: the test-only escape hatch (docs/notifications.md), never set in
  // production. The app's own worker and these tests send with a sender that trusts the receiver's
  // self-signed certificate as an extra CA: verification stays on.
  process.env[ALLOW_PRIVATE_ENV] = 'true';
  h = await createHarness();
  usePushSender(h.config, createPushSender({ allowPrivate: true, ca: [readFileSync(path.join(dir, 'cert.pem'))] }));
});
afterAll(async () => {
  delete process.env[ALLOW_PRIVATE_ENV];
  await h.close();
  await new Promise((resolve) => receiver.close(resolve));
});

/** Resolves with the first message received on `p` (already or later). */
function messageTo(p: string): Promise<Received> {
  return new Promise((resolve) => {
    const check = () => {
      const m = received.find((r) => r.path === p);
      if (m) {
        waiting.delete(check);
        resolve(m);
      }
    };
    waiting.add(check);
    check();
  });
}

function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

async function restockFor(token: string, name: string) {
  const pid = await addProduct(h, { price: 1000, stock: 0, name });
  await h.api('AddWatch', { productId: pid }, { token });
  await h.operator('POST', '/products/edit', { id: pid, stock: 2 });
  await deliverInApp(h.app.ctx);
  await deliverPush(h.app.ctx);
  return pid;
}

describe('Web Push', () => {
  it('answers the VAPID public key to a logged-in user', async () => {
    const u = await h.registerUser();
    const r = await h.api('GetPushPublicKey', {}, { token: u.accessToken });
    expect(r.body.result.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect((await h.call('GET', '/api/front/GetPushPublicKey')).status).toBe(401);
  });

  it('sends an encrypted, signed message the device decrypts: its language, the route, nothing more', async () => {
    const u = await h.registerUser();
    const d = device();
    const endpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    expect(
      (await h.api('SavePushSubscription', { endpoint, keys: d.keys, locale: 'zh-CN' }, { token: u.accessToken }))
        .status,
    ).toBe(200);
    await h.api(
      'SaveNotificationSettings',
      { muted: false, windowLead: null, push: ['watch_restocked'] },
      { token: u.accessToken },
    );
    const pid = await restockFor(u.accessToken, 'Ming cup');
    const m = await messageTo(new URL(endpoint).pathname);
    expect(m.headers['content-encoding']).toBe('aes128gcm');
    expect(String(m.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    const payload = JSON.parse(
      ece.decrypt(m.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth }).toString('utf8'),
    ) as Record<string, unknown>;
    expect(String(payload.tag)).toMatch(/^n\d+$/);
    expect({ ...payload, tag: undefined }).toEqual({
      tag: undefined,
      title: zhCN.notify.types.watch_restocked.title,
      body: zhCN.notify.types.watch_restocked.body.replace('{name}', 'Ming cup'),
      url: `/zh-CN/goods/detail/?id=${pid}`,
    });
  });

  it('tells a suspended buyer in the device language, and again when the account is active (issue 37 #2)', async () => {
    const u = await h.registerUser();
    const d = device();
    const endpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    await h.api('SavePushSubscription', { endpoint, keys: d.keys, locale: 'zh-CN' }, { token: u.accessToken });
    await h.api(
      'SaveNotificationSettings',
      { muted: false, windowLead: null, push: ['account_status'] },
      { token: u.accessToken },
    );
    const id = userIdOf(u.accessToken);
    expect((await h.operator('POST', '/users/freeze', { id, frozen: true, note: 'staff only' })).status).toBe(200);
    await deliverInApp(h.app.ctx);
    await deliverPush(h.app.ctx);
    const m = await messageTo(new URL(endpoint).pathname);
    const payload = JSON.parse(
      ece.decrypt(m.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth }).toString('utf8'),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({ title: '账户已停用交易', url: '/zh-CN/mine/' });
    expect(String(payload.body)).toContain('购买、寄拍、充值和提现已暂停');
    expect(JSON.stringify(payload)).not.toContain('staff only');
  });

  it('names the item in each device’s language (issue 41): zh-TW its zh-TW name, en the stored one', async () => {
    const u = await h.registerUser();
    const [zh, en] = [device(), device()];
    const zhEndpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    const enEndpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    await h.api(
      'SavePushSubscription',
      { endpoint: zhEndpoint, keys: zh.keys, locale: 'zh-TW' },
      { token: u.accessToken },
    );
    await h.api(
      'SavePushSubscription',
      { endpoint: enEndpoint, keys: en.keys, locale: 'en' },
      { token: u.accessToken },
    );
    await h.api(
      'SaveNotificationSettings',
      { muted: false, windowLead: null, push: ['watch_restocked'] },
      { token: u.accessToken },
    );
    const pid = await addProduct(h, { price: 1000, stock: 0, name: 'Celadon Tea Bowl' });
    await h.operator('POST', '/content/texts', {
      entity: 'product',
      id: pid,
      locale: 'zh-TW',
      texts: { name: '青瓷茶碗' },
    });
    await h.api('AddWatch', { productId: pid }, { token: u.accessToken });
    await h.operator('POST', '/products/edit', { id: pid, stock: 2 });
    await deliverInApp(h.app.ctx);
    await deliverPush(h.app.ctx);
    const open = async (endpoint: string, d: ReturnType<typeof device>) => {
      const m = await messageTo(new URL(endpoint).pathname);
      return JSON.parse(
        ece.decrypt(m.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth }).toString('utf8'),
      ) as { body: string; url: string };
    };
    const zhPayload = await open(zhEndpoint, zh);
    expect(zhPayload.body).toBe(zhTW.notify.types.watch_restocked.body.replace('{name}', '青瓷茶碗'));
    expect(zhPayload.url).toBe(`/zh-TW/goods/detail/?id=${pid}`);
    expect((await open(enEndpoint, en)).body).toBe(
      enMessages.notify.types.watch_restocked.body.replace('{name}', 'Celadon Tea Bowl'),
    );
  });

  it('a rejected withdrawal says why in the device language from its code, never the operator note', async () => {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 5000);
    await prepareWithdrawals(h, userIdOf(u.accessToken));
    const d = device();
    const endpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    await h.api('SavePushSubscription', { endpoint, keys: d.keys, locale: 'zh-CN' }, { token: u.accessToken });
    await h.api(
      'SaveNotificationSettings',
      { muted: false, windowLead: null, push: ['withdraw_decided'] },
      { token: u.accessToken },
    );
    const applied = await h.api('ApplyWithdraw', { amount: 1200, payPassword: PAY_PASSWORD }, { token: u.accessToken });
    const note = 'Staff only: card flagged by the bank';
    const decided = await h.operator('POST', '/applications/decide', {
      type: 'withdraw',
      id: applied.body.result.id,
      decision: 'reject',
      reasonCode: 'card_mismatch',
      reason: note,
    });
    expect(decided.status).toBe(200);
    await deliverInApp(h.app.ctx);
    await deliverPush(h.app.ctx);
    // In-app: the code, which the centre translates (wallet.rejection.<code>); no note.
    const items = (await h.api('GetNotifications', {}, { token: u.accessToken })).body.result.items;
    const rejected = items.find((n) => n.type === 'withdraw_decided' && n.data.approved === false);
    expect(rejected?.data).toEqual({ approved: false, amount: 1200, reasonCode: 'card_mismatch' });
    expect(JSON.stringify(items)).not.toContain('Staff only');
    // Push: written in zh-CN on the server, the reason in words, no note.
    const m = await messageTo(new URL(endpoint).pathname);
    const payload = JSON.parse(
      ece.decrypt(m.body, { version: 'aes128gcm', privateKey: d.ecdh, authSecret: d.auth }).toString('utf8'),
    ) as { title: string; body: string };
    expect(payload.title).toBe('提现未通过');
    expect(payload.body).toBe(`冻结的 ¥12.00 已退回余额。${zhCN.wallet.rejection.card_mismatch}`);
    expect(payload.body).not.toContain('Staff only');
  });

  it('does not push a type the user did not choose', async () => {
    const u = await h.registerUser();
    const d = device();
    const endpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    await h.api('SavePushSubscription', { endpoint, keys: d.keys, locale: 'en' }, { token: u.accessToken });
    await h.api(
      'SaveNotificationSettings',
      { muted: false, windowLead: null, push: ['consign_sold'] },
      { token: u.accessToken },
    );
    await restockFor(u.accessToken, 'Quiet cup');
    // Its in-app notification is there; no push row was queued for it.
    expect((await h.api('GetNotifications', {}, { token: u.accessToken })).body.result.items).toHaveLength(1);
    const [queued] = await rows<{ n: number }>(
      h.app.ctx.db,
      sql`SELECT count(*)::int AS n FROM outbox WHERE channel = 'push' AND data->>'name' = 'Quiet cup'`,
    );
    expect(queued?.n).toBe(0);
  });

  it('is chosen per type: watch_listed alone does not push a restock, and is stored as chosen', async () => {
    const u = await h.registerUser();
    const endpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    await h.api('SavePushSubscription', { endpoint, keys: device().keys, locale: 'en' }, { token: u.accessToken });
    const chosen = { muted: false, windowLead: null, push: ['watch_listed'] as const };
    await h.api('SaveNotificationSettings', { ...chosen, push: [...chosen.push] }, { token: u.accessToken });
    expect((await h.api('GetNotificationSettings', {}, { token: u.accessToken })).body.result.push).toEqual([
      'watch_listed',
    ]);
    await restockFor(u.accessToken, 'Per-type cup');
    const [queued] = await rows<{ n: number }>(
      h.app.ctx.db,
      sql`SELECT count(*)::int AS n FROM outbox WHERE channel = 'push' AND data->>'name' = 'Per-type cup'`,
    );
    expect(queued?.n).toBe(0);
  });

  it.each([
    ['410', 'gone'],
    ['404', 'missing'],
  ])('a push service answering %s removes the subscription', async (_status, kind) => {
    const u = await h.registerUser();
    const d = device();
    const endpoint = `${base}/${kind}/${randomBytes(6).toString('hex')}`;
    await h.api('SavePushSubscription', { endpoint, keys: d.keys, locale: 'en' }, { token: u.accessToken });
    await h.api(
      'SaveNotificationSettings',
      { muted: false, windowLead: null, push: ['watch_restocked'] },
      { token: u.accessToken },
    );
    await restockFor(u.accessToken, `Gone ${kind}`);
    await messageTo(new URL(endpoint).pathname);
    // The sender acts on the answer after the receiver has it: wait until the row is settled.
    const gone = async () =>
      (await h.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length ===
      0;
    for (let i = 0; i < 200 && !(await gone()); i++) await new Promise((r) => setTimeout(r, 50));
    const left = await h.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(left).toHaveLength(0);
  });

  it('logout removes the session’s subscription; another session’s stays', async () => {
    const u = await h.registerUser();
    const other = await h.api('login', { phone: u.phone, password: u.password });
    const mine = `${base}/push/${randomBytes(6).toString('hex')}`;
    const theirs = `${base}/push/${randomBytes(6).toString('hex')}`;
    await h.api(
      'SavePushSubscription',
      { endpoint: mine, keys: device().keys, locale: 'en' },
      { token: u.accessToken },
    );
    await h.api(
      'SavePushSubscription',
      { endpoint: theirs, keys: device().keys, locale: 'en' },
      { token: other.body.result.accessToken },
    );
    expect((await h.api('logout', {}, { token: u.accessToken })).status).toBe(200);
    const endpoints = (await h.app.ctx.db.select().from(pushSubscriptions)).map((s) => s.endpoint);
    expect(endpoints).not.toContain(mine);
    expect(endpoints).toContain(theirs);
  });

  it('refuses a subscription that is not a URL or has bad keys (400 naming the field)', async () => {
    const u = await h.registerUser();
    const bad = await h.call('POST', '/api/front/SavePushSubscription', {
      token: u.accessToken,
      body: { endpoint: 'not a url', keys: { p256dh: 'x!', auth: 'y' }, locale: 'en' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(expect.arrayContaining(['endpoint', 'keys.p256dh']));
  });
});
