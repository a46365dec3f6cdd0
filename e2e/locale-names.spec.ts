// Issue 41 in the browser, in zh-TW and in fr: a buyer watches an item from its detail, another
// buyer buys its last piece (sold out), the operator restocks it with the CLI. The item's name is
// the reader's translation everywhere it shows: the detail's watch button, the watchlist (sold
// out, then back), the live /ws notification frame, the notification centre, and the Web Push
// message the server sends to the buyer's device (decrypted with the device's own keys,
// e2e/push-receiver.ts). Waits are on facts (a response, a frame, a message), never on time.
// es runs the same path; each locale's watchlist and centre are saved at 390 × 844 to
// test-results/locale-names/ for checking by eye.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './test';
import { createTranslator } from 'next-intl';
import { admin } from './a11y-helpers';
import { ALL_DAY, withWindowLock } from './window-lock';
import {
  api,
  operator,
  collectErrors,
  messages,
  newUser,
  PAY_PASSWORD,
  startLoggedIn,
  withPayPassword,
  type Tokens,
} from './helpers';
import { pushDevice, startPushReceiver, type PushReceiver } from './push-receiver';

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

/** A buyer with money in the wallet: a recharge the operator approved. */
async function funded(request: APIRequestContext, amount: number): Promise<Tokens> {
  const user = await newUser(request);
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: user.accessToken });
  const application = await api<{ id: number }>(request, 'applyRecharge', {
    token: user.accessToken,
    body: { amount, accountId: bank.accounts[0]!.id },
  });
  await admin(request, '/applications/decide', { type: 'recharge', id: application.id, decision: 'approve' });
  return withPayPassword(request, user);
}

/** Every /ws frame the page receives, as text (the notification frame is checked in them). */
function wsFrames(page: Page): { frames: string[]; ready: Promise<void> } {
  const frames: string[] = [];
  const ready = new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const text = String(f.payload);
        frames.push(text);
        if (text.includes('"ready"')) resolve();
      }),
    ),
  );
  return { frames, ready };
}

let receiver: PushReceiver;
test.beforeAll(async () => {
  receiver = await startPushReceiver(dataDir());
});
test.afterAll(() => receiver.close());

test.describe.configure({ mode: 'serial' });

const TRANSLATED = { 'zh-TW': '青瓷碗', fr: 'Bol céladon', es: 'Cuenco celadón' } as const;
const SHOTS = path.join('test-results', 'locale-names');

for (const locale of ['zh-TW', 'fr', 'es'] as const) {
  test(`${locale}: watch, sold out, restocked — the translated name in the watchlist, the live frame, the centre and the push`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const m = messages(locale);
    // The stock line is an ICU plural in es ("Queda 1" / "Quedan 0"): formatted as the app does.
    const stock = (count: number) => createTranslator({ locale, messages: m, namespace: 'goods' })('stock', { count });
    const errors = collectErrors(page);
    const stamp = Date.now();
    const english = `Celadon bowl ${stamp}`;
    const name = `${TRANSLATED[locale]} ${stamp}`;
    const product = await operator(request, 'productAdd', { name: english, price: 9000, stock: 1, typeId: 2 });
    await admin(request, '/content/texts', { entity: 'product', id: product.id, locale, texts: { name } });

    // The buyer's device subscribes to pushes of restocks, in the buyer's language.
    const watcher = await newUser(request, locale);
    const device = pushDevice();
    const endpoint = `${receiver.base}/push/${locale}-${stamp}`;
    await api(request, 'SavePushSubscription', {
      token: watcher.accessToken,
      body: { endpoint, keys: device.keys, locale },
    });
    await api(request, 'SaveNotificationSettings', {
      token: watcher.accessToken,
      body: { muted: false, windowLead: null, push: ['watch_restocked'] },
    });

    // Watch it from its detail: the button names the item in the reader's language.
    await startLoggedIn(page, watcher);
    await page.goto(`/${locale}/goods/detail/?id=${product.id}`);
    const saved = page.waitForResponse((r) => r.url().includes('/api/front/AddWatch') && r.ok());
    await page.getByRole('button', { name: m.watch.watch.replace('{name}', name) }).click();
    await saved;

    // Another buyer takes the last piece: sold out.
    const buyer = await funded(request, 50_000);
    await withWindowLock(async () => {
      await admin(request, '/market/window', ALL_DAY);
      await api(request, 'buyProduct', {
        token: buyer.accessToken,
        body: { productId: product.id, payPassword: PAY_PASSWORD },
      });
    });
    await page.goto(`/${locale}/mine/watchlist/`);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('watch-stock')).toHaveText(stock(0));
    await expect(page.getByText(english)).toHaveCount(0);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `watchlist-sold-out-390-${locale}.png`) });

    // Restocked while the buyer is on Mine, connected: the live frame already carries the name.
    const socket = wsFrames(page);
    await page.goto(`/${locale}/mine/`);
    await socket.ready;
    await operator(request, 'productEdit', { id: product.id, stock: 3 });
    // Waited for by what it is, not by the badge's count: a notice another test publishes at the
    // same time reaches this buyer too (the badge read 2 once, in a full run).
    type Frame = { type: string; notification?: { data: { productId?: number } } | null };
    const restocked = () =>
      socket.frames
        .map((f) => JSON.parse(f) as Frame)
        .find((f) => f.type === 'notification' && f.notification?.data.productId === product.id);
    await expect.poll(() => restocked() !== undefined).toBe(true);
    await expect(page.getByTestId('tab-bar').getByTestId('unread-badge')).toBeVisible();
    expect(restocked()?.notification?.data).toMatchObject({ name, lang: locale });

    // The centre.
    await page.goto(`/${locale}/mine/notifications/`);
    const entry = page.getByTestId('notification').filter({ hasText: name });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(m.notify.types.watch_restocked.title);
    await expect(page.getByTestId('notification').filter({ hasText: english })).toHaveCount(0);
    await page.screenshot({ path: path.join(SHOTS, `centre-390-${locale}.png`) });

    // The watchlist, back in stock.
    await page.goto(`/${locale}/mine/watchlist/`);
    await expect(page.getByRole('listitem').filter({ hasText: name }).getByTestId('watch-stock')).toHaveText(stock(3));
    await page.screenshot({ path: path.join(SHOTS, `watchlist-390-${locale}.png`) });

    // The push the device received, decrypted with its own keys.
    const payload = device.decrypt(await receiver.message(endpoint));
    expect(payload).toMatchObject({
      title: m.notify.types.watch_restocked.title,
      body: m.notify.types.watch_restocked.body.replace('{name}', name),
      url: `/${locale}/goods/detail/?id=${product.id}`,
    });
    expect(errors).toEqual([]);
  });
}
