// The live /ws notification frame names the item in the socket's language (issue 41 #1): the app
// opens /ws with `lang=<its locale>`, and a restock reaches a zh-TW tab as 青瓷茶碗 at once, not as
// the stored English name until the centre is read again. A language without a translation gets
// the stored name, marked with the default language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, openAllDay } from '../test/market';
import { createHarness, type Harness } from '../test/harness';
import { openAuthed } from '../test/ws-client';

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

describe('the live notification frame', () => {
  it("names a restocked item in each socket's language (zh-TW translated, fr falls back marked)", async () => {
    const watcher = await h.registerUser();
    const pid = await addProduct(h, { price: 1000, stock: 0, name: 'Celadon Tea Bowl' });
    const translated = await h.operator('POST', '/content/texts', {
      entity: 'product',
      id: pid,
      locale: 'zh-TW',
      texts: { name: '青瓷茶碗' },
    });
    expect(translated.status).toBe(200);
    expect((await h.api('AddWatch', { productId: pid }, { token: watcher.accessToken })).status).toBe(200);
    const zhTW = await openAuthed(base, watcher.accessToken, '?lang=zh-TW');
    const fr = await openAuthed(base, watcher.accessToken, '?lang=fr');
    try {
      expect((await h.operator('POST', '/products/edit', { id: pid, stock: 5 })).status).toBe(200);
      const mine = (f: { notification: { data: { productId?: number } } | null }) =>
        f.notification?.data.productId === pid;
      const taiwan = await zhTW.next('notification', mine);
      expect(taiwan.notification).toMatchObject({
        type: 'watch_restocked',
        data: { name: '青瓷茶碗', lang: 'zh-TW' },
      });
      expect(taiwan.unread).toBe(1);
      const french = await fr.next('notification', mine);
      expect(french.notification?.data).toMatchObject({ name: 'Celadon Tea Bowl', lang: 'en' });
    } finally {
      await zhTW.close();
      await fr.close();
    }
  });
});
