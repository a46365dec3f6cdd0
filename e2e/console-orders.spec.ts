// The console's Orders and Market screens (mkt23, docs/console.md) against the real server: a buyer
// buys an item and asks for delivery (API); a support operator finds the order in the console's
// orders table (filtered by the buyer's id in the URL), opens it, ships it to the address shown, and the buyer's My orders shows it shipped; a viewer reads the same order with the
// phone masked and no Ship button; the Exports card refuses a range ending before it starts and
// downloads an orders CSV holding the order. Where it ships (issue 42 #4): support reads the
// recipient, phone and street on the card and in the CSV, a viewer the region only. A catalogue operator changes the auction window on
// Market, the buyers' GetAuctionTimeInfo answers it, and the window is put back. Axe finds nothing
// serious; screenshots of both screens (1280 × 800, 1024 × 768, 390 × 844, en and zh-CN; Orders with
// an order still to ship, so its ship form shows) go to
// test-results/console-market/.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './test';
import { changePassword, signIn, type Operator } from './console-helpers';
import { addItem, admin, openWindow } from './a11y-helpers';
import { api, en, newUser, PAY_PASSWORD, seriousViolations, startLoggedIn, withPayPassword } from './helpers';
import { ALL_DAY, withWindowLock } from './window-lock';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const c = en.console;
const OUT = path.join('test-results', 'console-market');
const tag = Date.now().toString(36);
const state: {
  item?: { id: number; name: string };
  userId?: number;
  phone?: string;
  token?: string;
  addressId?: number;
  orderId?: number;
} = {};

/** An operator of `role` (the token API, as the CLI makes one), signed in in a fresh context. */
async function operatorPage(browser: Browser, role: string, path = '/console/'): Promise<Page> {
  const name = `${role.slice(0, 4)}-o-${tag}`;
  const op = await admin<Operator>((await browser.newContext()).request, '/operators/add', { name, role });
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await signIn(page, op);
  await changePassword(page, op, `${role}-password-${tag}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** The order opened from the table: its card (ship form, mark delivered) under the table. */
const orderCard = (page: Page) =>
  page.getByRole('region', { name: c.orders.openOrder.replace('{id}', String(state.orderId)) });
const orderRow = (page: Page) =>
  page.getByRole('table', { name: c.orders.list }).getByRole('row').filter({ hasText: state.item!.name });

test('support finds a delivery request, ships it, and the buyer sees it shipped', async ({
  browser,
  request,
  page,
}) => {
  await openWindow(request);
  state.item = await addItem(request, 'E2E console order');
  // A funded buyer whose full phone number we know (the buyers' API answers it masked).
  const buyer = await withPayPassword(request, await newUser(request));
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: buyer.accessToken });
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: 10_000, accountId: bank.accounts[0]!.id },
  });
  await admin(request, '/applications/decide', { type: 'recharge', id: recharge.id, decision: 'approve' });
  const info = await api<{ id: number }>(request, 'getInfo', { token: buyer.accessToken });
  state.userId = info.id;
  state.phone = buyer.phone;
  const bought = await api<{ order: { id: number } }>(request, 'buyProduct', {
    token: buyer.accessToken,
    body: { productId: state.item.id, payPassword: PAY_PASSWORD },
  });
  const address = await api<{ id: number }>(request, 'addAddress', {
    token: buyer.accessToken,
    body: { name: 'Li Wei', phone: '13800138000', region: 'Shanghai Pudong', detail: '1 Century Ave' },
  });
  await api(request, 'requestDelivery', {
    token: buyer.accessToken,
    body: { orderId: bought.order.id, addressId: address.id },
  });
  state.token = buyer.accessToken;
  state.addressId = address.id;
  state.orderId = bought.order.id;

  const support = await operatorPage(browser, 'support', `/console/orders/?userId=${state.userId}`);
  await expect(support).toHaveURL(/\/console\/orders\//);
  // The table row, then the order opened from it (its id joins the URL).
  const row = orderRow(support);
  await expect(row).toContainText(en.orders.status.delivery_requested);
  await expect(row).toContainText('Li Wei');
  await row.getByRole('button', { name: c.orders.openOrder.replace('{id}', String(state.orderId)) }).click();
  await expect(support).toHaveURL(new RegExp(`order=${state.orderId}`));
  const card = orderCard(support);
  await expect(card).toContainText(en.orders.status.delivery_requested);
  await expect(card).toContainText(buyer.phone);
  // Where it goes, in the ship form: recipient, phone and street.
  await expect(card).toContainText('Li Wei · 13800138000');
  await expect(card).toContainText('1 Century Ave, Shanghai Pudong');
  expect(await seriousViolations(support)).toEqual([]);

  // The server's field rules under their fields: an empty carrier is refused before it is sent.
  await card.getByRole('button', { name: c.orders.ship, exact: true }).click();
  await expect(card.getByLabel(c.orders.carrier)).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel(c.orders.carrier).fill('SF Express');
  await card.getByLabel(c.orders.trackingNo).fill(`SF${tag}`);
  await card.getByRole('button', { name: c.orders.ship, exact: true }).click();
  await expect(card).toContainText(en.orders.status.shipped);
  await expect(card).toContainText(`SF${tag}`);
  await expect(card.getByRole('button', { name: c.orders.markDelivered })).toBeVisible();

  await startLoggedIn(page, buyer);
  await page.goto('/en/mine/orders/?status=shipped');
  await expect(page.getByTestId('order').filter({ hasText: state.item.name })).toBeVisible();

  // Exports: support may export orders only; a range ending before it starts is a field error.
  const exports = support.locator('section').filter({ has: support.getByRole('heading', { name: c.exports.title }) });
  await expect(support.getByRole('link', { name: c.exports.download.orders })).toBeVisible();
  await expect(support.getByRole('link', { name: c.exports.download.ledger })).toHaveCount(0);
  await expect(support.getByRole('link', { name: c.exports.download.audit })).toHaveCount(0);
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await exports.getByLabel(c.exports.from, { exact: true }).fill(today);
  await exports.getByLabel(c.exports.to, { exact: true }).fill(yesterday);
  await expect(support.getByText(c.exports.toBeforeFrom)).toBeVisible();
  await expect(exports.getByLabel(c.exports.to, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await exports.getByLabel(c.exports.to, { exact: true }).fill(today);
  await expect(support.getByText(c.exports.toBeforeFrom)).toHaveCount(0);
  const [download] = await Promise.all([
    support.waitForEvent('download'),
    support.getByRole('link', { name: c.exports.download.orders }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(state.item.name);
  expect(csv).toContain(String(bought.order.id));
  expect(csv.split('\r\n')[0]).toContain('recipient_name,recipient_phone,delivery_region,delivery_address');
  expect(csv).toContain('Li Wei,13800138000,Shanghai Pudong,1 Century Ave');
});

test('a viewer reads the order with the phone masked and no Ship or Mark delivered button', async ({ browser }) => {
  const viewer = await operatorPage(
    browser,
    'viewer',
    `/console/orders/?userId=${state.userId}&order=${state.orderId}`,
  );
  // No selection column for a viewer (no bulk action it may take).
  await expect(viewer.getByRole('checkbox')).toHaveCount(0);
  const card = orderCard(viewer);
  await expect(card).toContainText(en.orders.status.shipped);
  await expect(card).not.toContainText(state.phone!);
  await expect(card).toContainText('*');
  // The address reduced to its region, the recipient's phone and name masked.
  await expect(card).toContainText(c.orders.addressRegionOnly.replace('{region}', 'Shanghai Pudong'));
  await expect(card).not.toContainText('1 Century Ave');
  await expect(card).not.toContainText('13800138000');
  await expect(card).toContainText('L***** · 138****8000');
  await expect(viewer.getByRole('button', { name: c.orders.ship, exact: true })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: c.orders.markDelivered })).toHaveCount(0);
  // A viewer exports nothing: no Exports card at all.
  await expect(viewer.getByRole('link', { name: c.exports.download.orders })).toHaveCount(0);
});

test('a catalogue operator changes the window on Market and the buyers read it', async ({ browser, request }) => {
  const cat = await operatorPage(browser, 'catalogue', '/console/market/');
  expect(await seriousViolations(cat)).toEqual([]);
  const start = cat.getByLabel(c.market.start, { exact: true });
  await expect(start).toBeVisible();
  await withWindowLock(async () => {
    try {
      await start.fill('00:05');
      await cat.getByLabel(c.market.end, { exact: true }).fill('23:59');
      await cat.getByLabel(c.market.timeZone, { exact: true }).fill('Not/AZone');
      await cat.getByRole('button', { name: c.market.save }).click();
      // The server's refusal under its field.
      await expect(cat.getByLabel(c.market.timeZone, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await cat.getByLabel(c.market.timeZone, { exact: true }).fill('Asia/Shanghai');
      await cat.getByRole('button', { name: c.market.save }).click();
      await expect(cat.getByText(c.market.windowSaved)).toBeVisible();
      const info = await api<{ startTime: string; endTime: string; timeZone: string }>(request, 'GetAuctionTimeInfo');
      expect(info).toMatchObject({ startTime: '00:05', endTime: '23:59', timeZone: 'Asia/Shanghai' });
    } finally {
      await admin(request, '/market/window', ALL_DAY);
    }
  });
  // Item types: add one and it is listed.
  const typeName = `E2E type ${tag}`;
  await cat.getByLabel(c.market.typeName, { exact: true }).fill(typeName);
  await cat.getByRole('button', { name: c.market.addType }).click();
  await expect(cat.getByRole('list', { name: c.market.types })).toContainText(typeName);
});

test('screenshots of Orders and Market at 1280 × 800 and 390 × 844, in English and Chinese', async ({ browser }) => {
  mkdirSync(OUT, { recursive: true });
  // One more order of the buyer, asked to ship and not shipped: its card shows the ship form.
  const context = (await browser.newContext()).request;
  const bought = await api<{ order: { id: number } }>(context, 'buyProduct', {
    token: state.token!,
    body: { productId: state.item!.id, payPassword: PAY_PASSWORD },
  });
  await api(context, 'requestDelivery', {
    token: state.token!,
    body: { orderId: bought.order.id, addressId: state.addressId! },
  });
  const admin = await operatorPage(browser, 'admin');
  const signedIn = await admin.context().storageState();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    for (const locale of ['en', 'zh-CN']) {
      for (const [name, url] of [
        ['orders', `/console/orders/?userId=${state.userId}&order=${bought.order.id}`],
        ['market', '/console/market/'],
      ] as const) {
        const context = await browser.newContext({
          viewport: size,
          deviceScaleFactor: 1,
          locale,
          storageState: signedIn,
        });
        const page = await context.newPage();
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('skeleton')).toHaveCount(0);
        expect(await seriousViolations(page), `${name} ${size.width} ${locale}`).toEqual([]);
        await page.screenshot({ path: path.join(OUT, `${name}-${size.width}-${locale}.png`), fullPage: true });
        await context.close();
      }
    }
  }
});
