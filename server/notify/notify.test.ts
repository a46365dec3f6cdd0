// Watchlist, the events that notify (written by triggers in the causing transaction), the
// notification centre, settings (mute) and the live /ws frame.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, fund, openAllDay, PAY_PASSWORD, setWindow, userIdOf } from '../test/market';
import { rows } from '../db/client';
import { addresses } from '../db/schema';
import { createHarness, type Harness, type TestUser } from '../test/harness';
import { openAuthed, type WsClient } from '../test/ws-client';
import { runWindowSoon } from './window-soon';
import { deliverInApp } from './worker';

let h: Harness;
let base: string;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = h.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(() => h.close());

/** Delivers everything due now (the background worker may have taken some first: same result). */
const deliver = () => deliverInApp(h.app.ctx);
const inbox = async (u: TestUser) => {
  await deliver();
  const r = await h.api('GetNotifications', {}, { token: u.accessToken });
  expect(r.status).toBe(200);
  return r.body.result;
};

describe('watchlist', () => {
  it('adds, lists with stock and status, ignores a repeat, removes; 404 for an unknown item; login needed', async () => {
    const u = await h.registerUser();
    const a = await addProduct(h, { price: 1000, stock: 3, name: 'Watched A' });
    const b = await addProduct(h, { price: 2000, stock: 0, name: 'Watched B' });
    expect((await h.api('AddWatch', { productId: a }, { token: u.accessToken })).status).toBe(200);
    h.clock.advance(1000);
    expect((await h.api('AddWatch', { productId: b }, { token: u.accessToken })).status).toBe(200);
    expect((await h.api('AddWatch', { productId: b }, { token: u.accessToken })).status).toBe(200);
    const list = (await h.api('GetWatchList', {}, { token: u.accessToken })).body.result;
    expect(list.map((p) => [p.id, p.stock, p.status])).toEqual([
      [b, 0, 'sold_out'],
      [a, 3, 'on_sale'],
    ]);
    expect((await h.api('RemoveWatch', { productId: a }, { token: u.accessToken })).status).toBe(200);
    expect((await h.api('GetWatchList', {}, { token: u.accessToken })).body.result.map((p) => p.id)).toEqual([b]);
    const unknown = await h.api('AddWatch', { productId: 99_999_999 }, { token: u.accessToken });
    expect(unknown.status).toBe(404);
    expect((await h.call('GET', '/api/front/GetWatchList')).status).toBe(401);
    const bad = await h.call('POST', '/api/front/AddWatch', { token: u.accessToken, body: { productId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('productId');
  });
});

describe('notifications', () => {
  it('a restock of a watched item notifies its watcher once, live over /ws with the unread count', async () => {
    const watcher = await h.registerUser();
    const other = await h.registerUser();
    const pid = await addProduct(h, { price: 1000, stock: 0, name: 'Back soon' });
    await h.api('AddWatch', { productId: pid }, { token: watcher.accessToken });
    const ws: WsClient = await openAuthed(base, watcher.accessToken);
    try {
      expect((await h.operator('POST', '/products/edit', { id: pid, stock: 5 })).status).toBe(200);
      const frame = await ws.next('notification', (f) => f.notification?.data.productId === pid);
      expect(frame.notification).toMatchObject({ type: 'watch_restocked', read: false, data: { name: 'Back soon' } });
      expect(frame.unread).toBe(1);
      // Stock that goes 5 -> 6 is not a restock; only 0 -> more is.
      await h.operator('POST', '/products/edit', { id: pid, stock: 6 });
      const page = await inbox(watcher);
      expect(page.items.filter((n) => n.data.productId === pid)).toHaveLength(1);
      expect(page.unread).toBe(1);
      expect((await inbox(other)).items.filter((n) => n.data.productId === pid)).toHaveLength(0);

      const read = await h.api('ReadNotifications', { ids: [page.items[0]!.id] }, { token: watcher.accessToken });
      expect(read.body.result).toEqual({ unread: 0 });
      expect((await ws.next('notification', (f) => f.notification === null)).unread).toBe(0);
    } finally {
      await ws.close();
    }
  });

  it('tells a consigner the amount credited, and watchers of the piece that it is back on the market', async () => {
    const [seller, fan, buyer] = [await h.registerUser(), await h.registerUser(), await h.registerUser()];
    await fund(h, seller.accessToken, 10_000);
    await fund(h, buyer.accessToken, 10_000);
    const pid = await addProduct(h, { price: 1000, stock: 1, name: 'Rare coin' });
    await h.api('AddWatch', { productId: pid }, { token: fan.accessToken });
    const bought = await h.api(
      'buyProduct',
      { payPassword: PAY_PASSWORD, productId: pid },
      { token: seller.accessToken },
    );
    const c = await h.api(
      'ProductWeiPai',
      { id: bought.body.result.order.id, price: 1500 },
      { token: seller.accessToken },
    );
    expect(c.status).toBe(200);
    const back = (await inbox(fan)).items.find((n) => n.type === 'watch_consigned');
    expect(back?.data).toMatchObject({ name: 'Rare coin', amount: 1500 });
    const listing = back?.data.productId;
    expect(listing).not.toBe(pid);
    expect(
      (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: listing! }, { token: buyer.accessToken }))
        .status,
    ).toBe(200);
    const sold = (await inbox(seller)).items.find((n) => n.type === 'consign_sold');
    expect(sold?.data).toMatchObject({ productId: listing, amount: 1500 });
    // The payload carries no balance.
    expect(JSON.stringify(sold)).not.toContain('balance');
  });

  it('a recharge decision comes with its outcome and amount', async () => {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 2500);
    const items = (await inbox(u)).items;
    expect(items.find((n) => n.type === 'recharge_decided')?.data).toEqual({ approved: true, amount: 2500 });
  });

  it('a rejected recharge carries its reason code, not the operator note; shipped and delivered; a new notice reaches everyone', async () => {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 5000);
    const userId = userIdOf(u.accessToken);
    // A rejected recharge: its reason code travels with it; the operator's note is for staff.
    const [account] = await rows<{ id: number }>(
      h.app.ctx.db,
      sql`SELECT id FROM platform_accounts ORDER BY id LIMIT 1`,
    );
    const applied = await h.api('applyRecharge', { amount: 700, accountId: account!.id }, { token: u.accessToken });
    await h.operator('POST', '/applications/decide', {
      type: 'recharge',
      id: applied.body.result.id,
      decision: 'reject',
      reasonCode: 'receipt_unclear',
      reason: 'Receipt unreadable, staff note',
    });
    const pid = await addProduct(h, { price: 1000, stock: 1, name: 'Shipped scroll' });
    const bought = await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken });
    const [addr] = await h.app.ctx.db
      .insert(addresses)
      .values({ userId, name: 'Li Lei', phone: '13800000001', region: 'Shanghai', detail: '1 Road' })
      .returning();
    const orderId = bought.body.result.order.id;
    await h.api('requestDelivery', { orderId, addressId: addr!.id }, { token: u.accessToken });
    await h.operator('POST', '/orders/ship', { id: orderId, carrier: 'SF', trackingNo: 'SF1' });
    await h.operator('POST', '/orders/deliver', { id: orderId });
    const notice = await h.operator<{ id: number }>('POST', '/notices', {
      title: 'Closed on Friday',
      body: '<p>Hi</p>',
    });
    const items = (await inbox(u)).items;
    expect(items.find((n) => n.type === 'recharge_decided' && n.data.approved === false)?.data).toEqual({
      approved: false,
      amount: 700,
      reasonCode: 'receipt_unclear',
    });
    expect(JSON.stringify(items)).not.toContain('staff note');
    expect(items.filter((n) => n.data.orderId === orderId).map((n) => n.type)).toEqual([
      'delivery_delivered',
      'delivery_shipped',
    ]);
    expect(items.find((n) => n.type === 'notice_new')?.data).toEqual({
      noticeId: notice.body.result.id,
      name: 'Closed on Friday',
      lang: 'en',
    });
  });

  it('a rejected identity check carries its reason code, not the operator note', async () => {
    const u = await h.registerUser();
    const userId = userIdOf(u.accessToken);
    // A pending submission, written directly (its photo uploads belong to the identity module's tests).
    await h.app.ctx.db.execute(
      sql`INSERT INTO identities (user_id, real_name, id_number, front_image, status)
          VALUES (${userId}, 'Ana Li', 'P1234567', 'front.png', 'pending')`,
    );
    const r = await h.operator('POST', '/identities/decide', {
      id: userId,
      decision: 'reject',
      reasonCode: 'details_mismatch',
      reason: 'Staff: name spelled differently',
    });
    expect(r.status).toBe(200);
    const items = (await inbox(u)).items;
    expect(items.find((n) => n.type === 'identity_decided')?.data).toEqual({
      approved: false,
      reasonCode: 'details_mismatch',
    });
    expect(JSON.stringify(items)).not.toContain('Staff');
  });

  it('read all; a muted user gets nothing stored; settings are saved and checked', async () => {
    const u = await h.registerUser();
    const pid = await addProduct(h, { price: 1000, stock: 0 });
    await h.api('AddWatch', { productId: pid }, { token: u.accessToken });
    await h.operator('POST', '/products/edit', { id: pid, stock: 1 });
    await h.operator('POST', '/products/edit', { id: pid, stock: 0 });
    await h.operator('POST', '/products/edit', { id: pid, stock: 1 });
    expect((await inbox(u)).unread).toBe(2);
    expect((await h.api('ReadNotifications', {}, { token: u.accessToken })).body.result).toEqual({ unread: 0 });

    expect((await h.api('GetNotificationSettings', {}, { token: u.accessToken })).body.result).toEqual({
      muted: false,
      windowLead: null,
      push: [],
    });
    const saved = await h.api(
      'SaveNotificationSettings',
      { muted: true, windowLead: 15, push: [] },
      { token: u.accessToken },
    );
    expect(saved.body.result).toEqual({ muted: true, windowLead: 15, push: [] });
    await h.operator('POST', '/products/edit', { id: pid, stock: 0 });
    await h.operator('POST', '/products/edit', { id: pid, stock: 2 });
    const after = await inbox(u);
    expect(after.unread).toBe(0);
    expect(after.items).toHaveLength(2);
    const bad = await h.call('POST', '/api/front/SaveNotificationSettings', {
      token: u.accessToken,
      body: { muted: false, windowLead: 10, push: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('windowLead');
  });
});

describe('window opens soon', () => {
  it('runs once per window across runs, only for users who chose that lead, at most once a day', async () => {
    // The window opens at 10:00 UTC; it is 09:50, so the 15 and 60 minute leads are due.
    await setWindow(h, '10:00', '12:00');
    try {
      const [fifteen, five, muted] = [await h.registerUser(), await h.registerUser(), await h.registerUser()];
      await h.api(
        'SaveNotificationSettings',
        { muted: false, windowLead: 15, push: [] },
        { token: fifteen.accessToken },
      );
      await h.api('SaveNotificationSettings', { muted: false, windowLead: 5, push: [] }, { token: five.accessToken });
      await h.api('SaveNotificationSettings', { muted: true, windowLead: 15, push: [] }, { token: muted.accessToken });
      const at = new Date('2031-03-04T09:50:00.000Z');
      expect(await runWindowSoon(h.app.ctx, at)).toBe(1);
      // Another process (or the next minute) finds the run taken.
      expect(await runWindowSoon(h.app.ctx, new Date('2031-03-04T09:51:00.000Z'))).toBe(0);
      // 09:56: the 5-minute lead is due now, for its own user only.
      expect(await runWindowSoon(h.app.ctx, new Date('2031-03-04T09:56:00.000Z'))).toBe(1);
      const soon = (await inbox(fifteen)).items.filter((n) => n.type === 'window_soon');
      expect(soon).toHaveLength(1);
      expect(soon[0]?.data).toEqual({ startTime: '10:00', lead: 15 });
      expect((await inbox(five)).items.filter((n) => n.type === 'window_soon')).toHaveLength(1);
      expect((await inbox(muted)).items.filter((n) => n.type === 'window_soon')).toHaveLength(0);
      // A user who switches lead the same day is not told twice that day.
      await h.api(
        'SaveNotificationSettings',
        { muted: false, windowLead: 60, push: [] },
        { token: fifteen.accessToken },
      );
      await h.app.ctx.db.execute(sql`DELETE FROM scheduled_runs WHERE job = 'window_soon:60'`);
      expect(await runWindowSoon(h.app.ctx, new Date('2031-03-04T09:57:00.000Z'))).toBe(0);
    } finally {
      await openAllDay(h);
    }
  });
});
