// Bulk actions in the console (issue 42 #8) against the real server. Support selects a buyer's 3
// orders waiting for delivery in the orders table, ships them with one carrier and a tracking
// number each (one confirmation naming the count), reads a result per order, and the buyer's
// orders show each parcel's own tracking number. Catalogue staff select 3 items of which one is
// already off sale, take the 2 on sale off in one confirmed step, and the results say which one
// was refused and why. Finance selects 2 pending identity checks on their cards and approves both
// in one confirmed step. Axe finds nothing serious with the bulk forms open; screenshots of each
// (1280 × 800 and 1024 × 768, en and zh-CN) go to test-results/console-bulk/ (or $SHOTS_DIR).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './test';
import sharp from 'sharp';
import { changePassword, signIn, type Operator } from './console-helpers';
import { addItem, admin, openWindow } from './a11y-helpers';
import { api, en, messages, newUser, PAY_PASSWORD, seriousViolations, startLoggedIn, withPayPassword } from './helpers';

test.setTimeout(180_000);

const c = en.console;
const tag = Date.now().toString(36);
const OUT = process.env.SHOTS_DIR ?? path.join('test-results', 'console-bulk');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
] as const;

/** Screenshots of `url` with the page brought to its bulk state by `prepare`, each size and language. */
async function shots(page: Page, name: string, url: string, prepare: (p: Page, locale: string) => Promise<void>) {
  mkdirSync(OUT, { recursive: true });
  const signedIn = await page.context().storageState();
  for (const size of SIZES) {
    for (const locale of ['en', 'zh-CN']) {
      const context = await page
        .context()
        .browser()!
        .newContext({ viewport: size, deviceScaleFactor: 1, locale, storageState: signedIn });
      const shot = await context.newPage();
      await shot.goto(url);
      await expect(shot.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(shot.getByTestId('skeleton')).toHaveCount(0);
      await prepare(shot, locale);
      expect(await seriousViolations(shot), `${name} ${size.width} ${locale}`).toEqual([]);
      await shot.screenshot({ path: path.join(OUT, `${name}-${size.width}-${locale}.png`), fullPage: true });
      await context.close();
    }
  }
}

async function operatorPage(browser: Browser, role: string, path: string): Promise<Page> {
  const name = `${role.slice(0, 4)}-b-${tag}`;
  const op = await admin<Operator>((await browser.newContext()).request, '/operators/add', { name, role });
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await signIn(page, op);
  await changePassword(page, op, `${role}-password-${tag}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

const plural = (text: string, n: number) =>
  text.replace(
    /\{n, plural, one \{# ([^}]*)\} other \{# ([^}]*)\}\}/,
    (_, one: string, other: string) => `${n} ${n === 1 ? one : other}`,
  );

test('support ships 3 orders at once, a tracking number each, and the buyer sees each one', async ({
  browser,
  request,
  page,
}) => {
  await openWindow(request);
  const buyer = await withPayPassword(request, await newUser(request));
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: buyer.accessToken });
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: 20_000, accountId: bank.accounts[0]!.id },
  });
  await admin(request, '/applications/decide', { type: 'recharge', id: recharge.id, decision: 'approve' });
  const { id: userId } = await api<{ id: number }>(request, 'getInfo', { token: buyer.accessToken });
  const address = await api<{ id: number }>(request, 'addAddress', {
    token: buyer.accessToken,
    body: { name: 'Zhang Min', phone: '13700137000', region: 'Hangzhou Xihu', detail: '8 Lake Rd' },
  });
  const orders: { id: number; name: string }[] = [];
  for (const label of ['E2E bulk A', 'E2E bulk B', 'E2E bulk C']) {
    const item = await addItem(request, label, 1_000);
    const bought = await api<{ order: { id: number } }>(request, 'buyProduct', {
      token: buyer.accessToken,
      body: { productId: item.id, payPassword: PAY_PASSWORD },
    });
    await api(request, 'requestDelivery', {
      token: buyer.accessToken,
      body: { orderId: bought.order.id, addressId: address.id },
    });
    orders.push({ id: bought.order.id, name: item.name });
  }

  const support = await operatorPage(browser, 'support', `/console/orders/?userId=${userId}&status=delivery_requested`);
  const table = support.getByRole('table', { name: c.orders.list });
  await expect(table.getByRole('row')).toHaveCount(4);
  // The bulk ship form open on these 3 orders, at both sizes and in both languages.
  await shots(
    support,
    'orders-bulk',
    `/console/orders/?userId=${userId}&status=delivery_requested`,
    async (p, locale) => {
      const m = messages(locale).console;
      await p.getByRole('table', { name: m.orders.list }).getByRole('checkbox', { name: m.table.selectPage }).check();
      await p.getByRole('button', { name: m.orders.shipSelected.replace('{n, number}', '3') }).click();
      await expect(p.getByLabel(m.orders.carrier, { exact: true })).toBeVisible();
    },
  );
  await table.getByRole('checkbox', { name: c.table.selectPage }).check();
  await expect(support.getByRole('status').filter({ hasText: '3' })).toBeVisible();
  await support.getByRole('button', { name: c.orders.shipSelected.replace('{n, number}', '3') }).click();

  const form = support.getByRole('form', { name: plural(c.orders.bulkShipTitle, 3) });
  // Each order with where it goes; an empty tracking number is refused under its field, nothing sent.
  await expect(form).toContainText('8 Lake Rd, Hangzhou Xihu');
  await form.getByLabel(c.orders.carrier, { exact: true }).fill('SF Express');
  await form.getByRole('button', { name: plural(c.orders.bulkShipTitle, 3) }).click();
  const field = (o: { id: number }) =>
    form.getByLabel(c.orders.trackingFor.replace('{id}', String(o.id)), { exact: true });
  await expect(field(orders[0]!)).toHaveAttribute('aria-invalid', 'true');
  for (const [i, o] of orders.entries()) await field(o).fill(`SFB${tag}${i}`);
  expect(await seriousViolations(support)).toEqual([]);
  await form.getByRole('button', { name: plural(c.orders.bulkShipTitle, 3) }).click();

  // One confirmation that names the count.
  const dialog = support.getByRole('dialog', { name: plural(c.orders.bulkShipConfirm, 3) });
  await expect(dialog).toContainText('SF Express');
  await dialog.getByRole('button', { name: plural(c.orders.bulkShipTitle, 3) }).click();
  await expect(dialog).toBeHidden();
  const results = support.getByRole('region', { name: c.bulk.results });
  await expect(results.getByRole('status')).toHaveText('3 done, none refused');
  for (const o of orders) await expect(support.getByTestId(`bulk-result-${o.id}`)).toHaveText(`Order ${o.id}: done`);
  // The table now shows each one shipped, with its own number.
  await support.goto(`/console/orders/?userId=${userId}`);
  for (const [i, o] of orders.entries()) {
    const row = table.getByRole('row').filter({ hasText: o.name });
    await expect(row).toContainText(en.orders.status.shipped);
    await expect(row).toContainText(`SF Express SFB${tag}${i}`);
  }

  // The buyer's shipped orders: each parcel with its own tracking number.
  await startLoggedIn(page, buyer);
  await page.goto('/en/mine/orders/?status=shipped');
  for (const [i, o] of orders.entries()) {
    const card = page.getByTestId('order').filter({ hasText: o.name });
    await expect(card.getByTestId('tracking')).toContainText(`SFB${tag}${i}`);
    await expect(card.getByTestId('tracking')).toContainText('SF Express');
  }
});

test('catalogue takes 2 items off sale at once; one already off is refused on its own', async ({
  browser,
  request,
}) => {
  const items = [
    await addItem(request, `E2E shelf ${tag} one`),
    await addItem(request, `E2E shelf ${tag} two`),
    await addItem(request, `E2E shelf ${tag} off`),
  ];
  await admin(request, '/products/edit', { id: items[2]!.id, offShelf: true });
  const cat = await operatorPage(
    browser,
    'catalogue',
    `/console/catalogue/?q=${encodeURIComponent(`E2E shelf ${tag}`)}`,
  );
  const table = cat.getByRole('table', { name: c.catalogue.list });
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const item of items)
    await table.getByRole('checkbox', { name: c.catalogue.selectItem.replace('{name}', item.name) }).check();
  // The one already off sale is left out, and said so.
  await expect(cat.getByText(plural(c.catalogue.bulkLeftOut, 1))).toBeVisible();
  await cat.getByRole('button', { name: c.catalogue.takeOffSelected.replace('{n, number}', '2') }).click();
  const dialog = cat.getByRole('dialog', { name: plural(c.catalogue.bulkTakeOffTitle, 2) });
  expect(await seriousViolations(cat)).toEqual([]);
  await dialog.getByRole('button', { name: c.catalogue.takeOffSelected.replace('{n, number}', '2') }).click();
  await expect(cat.getByRole('region', { name: c.bulk.results }).getByRole('status')).toHaveText(
    '2 done, none refused',
  );
  for (const item of items.slice(0, 2)) {
    await expect(table.getByRole('row').filter({ hasText: item.name })).toContainText(c.catalogue.status.off_shelf);
  }
  // The buyers' list no longer has them.
  const list = await api<{ items: { id: number }[] }>(request, 'getProductList', {
    body: { keyword: `E2E shelf ${tag}`, pageSize: 50 },
  });
  expect(list.items.map((p) => p.id)).toEqual([]);
});

test('finance approves 2 identity checks at once from their cards', async ({ browser, request }) => {
  const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#9ab' } })
    .png()
    .toBuffer();
  const checks: { id: number; name: string; token: string }[] = [];
  for (const [i, who] of ['Bulk Ana', 'Bulk Bo'].entries()) {
    const buyer = await newUser(request);
    const upload = await request.post('/api/common/uploadImages', {
      headers: { Authorization: `Bearer ${buyer.accessToken}` },
      multipart: { file: { name: 'id.png', mimeType: 'image/png', buffer: photo } },
    });
    const frontImage = ((await upload.json()) as { result: { url: string } }).result.url;
    const name = `${who} ${tag}`;
    await api(request, 'submitIdentity', {
      token: buyer.accessToken,
      body: { realName: name, idNumber: `B${tag}${i}`.toUpperCase().padEnd(8, '0'), frontImage },
    });
    const { id } = await api<{ id: number }>(request, 'getInfo', { token: buyer.accessToken });
    checks.push({ id, name, token: buyer.accessToken });
  }
  const finance = await operatorPage(browser, 'finance', '/console/identities/');
  const pick = (p: Page, locale: string, ch: { id: number; name: string }) =>
    p.getByRole('checkbox', {
      name: messages(locale).console.identity.select.replace('{name}', ch.name).replace('{id}', String(ch.id)),
    });
  await shots(finance, 'identities-bulk', '/console/identities/', async (p, locale) => {
    for (const ch of checks) await pick(p, locale, ch).check();
    await expect(
      p.getByRole('button', { name: messages(locale).console.identity.approveSelected.replace('{n, number}', '2') }),
    ).toBeVisible();
  });
  for (const ch of checks) await pick(finance, 'en', ch).check();
  await finance.getByRole('button', { name: c.identity.approveSelected.replace('{n, number}', '2') }).click();
  const dialog = finance.getByRole('dialog', { name: plural(c.identity.bulkApproveTitle, 2) });
  await dialog.getByRole('button', { name: c.identity.approveSelected.replace('{n, number}', '2') }).click();
  await expect(finance.getByRole('region', { name: c.bulk.results }).getByRole('status')).toHaveText(
    '2 done, none refused',
  );
  for (const ch of checks) {
    const title = c.identity.title.replace('{name}', ch.name).replace('{id}', String(ch.id));
    await expect(finance.getByTestId(`bulk-result-${ch.id}`)).toHaveText(`${title}: done`);
    // The buyer's own identity page reads verified.
    const mine = await api<{ status: string }>(request, 'getIdentity', { token: ch.token });
    expect(mine.status).toBe('verified');
  }
});
