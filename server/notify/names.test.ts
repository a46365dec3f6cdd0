// Notification names in the reader's language (issue 41): the triggers store the default
// locale's name with the id; GetNotifications reads the item's, order's item's or notice's name
// in the reader's locale, marked, and keeps the stored one where there is none or the row is gone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from '@/lib/api/client/http-request';
import { calls } from '@/lib/api/registry';
import type { Locale } from '@/lib/i18n/config';
import { addresses, notices } from '../db/schema';
import { createHarness, type Harness, type TestUser } from '../test/harness';
import { addProduct, fund, openAllDay, PAY_PASSWORD, userIdOf } from '../test/market';
import { deliverInApp } from './worker';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await openAllDay(h);
});
afterAll(() => h.close());

/** The user's notifications read in `locale` (`lang` in the URL, as the app sends it). */
async function inboxIn(u: TestUser, locale: Locale) {
  await deliverInApp(h.app.ctx);
  const req = httpRequest('GetNotifications', { limit: 50 }, '', locale);
  const r = await h.call<{ items: { type: string; data: Record<string, unknown> }[] }>(
    calls.GetNotifications.method,
    req.url,
    { token: u.accessToken },
  );
  expect(r.status).toBe(200);
  return r.body.result.items;
}

const translate = (entity: 'product' | 'notice', id: number, locale: Locale, texts: Record<string, string>) =>
  h.operator('POST', '/content/texts', { entity, id, locale, texts });

describe('notification names in the reader’s language', () => {
  it('a restocked item: zh-TW reads its zh-TW name, marked; en the stored one; no translation: the stored one', async () => {
    const u = await h.registerUser();
    const bowl = await addProduct(h, { price: 1000, stock: 0, name: 'Celadon Tea Bowl' });
    const cup = await addProduct(h, { price: 1000, stock: 0, name: 'Plain cup' });
    for (const pid of [bowl, cup]) {
      await h.api('AddWatch', { productId: pid }, { token: u.accessToken });
      await h.operator('POST', '/products/edit', { id: pid, stock: 2 });
    }
    // Translated after the notification was written: the name is read when read.
    expect((await translate('product', bowl, 'zh-TW', { name: '青瓷茶碗' })).status).toBe(200);
    const zh = await inboxIn(u, 'zh-TW');
    expect(zh.find((n) => n.data.productId === bowl)?.data).toEqual({
      productId: bowl,
      name: '青瓷茶碗',
      lang: 'zh-TW',
    });
    expect(zh.find((n) => n.data.productId === cup)?.data).toMatchObject({ name: 'Plain cup', lang: 'en' });
    const en = await inboxIn(u, 'en');
    expect(en.find((n) => n.data.productId === bowl)?.data).toMatchObject({ name: 'Celadon Tea Bowl', lang: 'en' });
  });

  it('a delivery names its order’s item in the reader’s language', async () => {
    const u = await h.registerUser();
    await fund(h, u.accessToken, 5000);
    const pid = await addProduct(h, { price: 1000, stock: 1, name: 'Shipped scroll' });
    await translate('product', pid, 'fr', { name: 'Rouleau expédié' });
    const orderId = (await h.api('buyProduct', { payPassword: PAY_PASSWORD, productId: pid }, { token: u.accessToken }))
      .body.result.order.id;
    const [addr] = await h.app.ctx.db
      .insert(addresses)
      .values({ userId: userIdOf(u.accessToken), name: 'Li Lei', phone: '13800000001', region: 'SH', detail: '1 Rd' })
      .returning();
    await h.api('requestDelivery', { orderId, addressId: addr!.id }, { token: u.accessToken });
    await h.operator('POST', '/orders/ship', { id: orderId, carrier: 'SF', trackingNo: 'SF1' });
    const shipped = (await inboxIn(u, 'fr')).find((n) => n.type === 'delivery_shipped');
    expect(shipped?.data).toEqual({ orderId, name: 'Rouleau expédié', lang: 'fr' });
  });

  it('a new notice: zh-TW reads its zh-TW title; once the notice is gone, the stored title', async () => {
    const u = await h.registerUser();
    const added = await h.operator<{ id: number }>('POST', '/notices', {
      title: 'Holiday schedule',
      body: '<p>Hi</p>',
    });
    const noticeId = added.body.result.id;
    await translate('notice', noticeId, 'zh-TW', { title: '假期公告' });
    const mine = async () => (await inboxIn(u, 'zh-TW')).find((n) => n.data.noticeId === noticeId)?.data;
    expect(await mine()).toEqual({ noticeId, name: '假期公告', lang: 'zh-TW' });
    // Deleting a row drops its translations (gavel_drop_translations): the stored name is what is left.
    await h.app.ctx.db.delete(notices).where(eq(notices.id, noticeId));
    expect(await mine()).toEqual({ noticeId, name: 'Holiday schedule', lang: 'en' });
  });
});
