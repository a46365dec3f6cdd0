// After-sale requests (issue 37 #5) against the real server, from a photo to a partial refund. A
// buyer who reads the app in Simplified Chinese has a delivered order (bought, shipped by the
// operator API, receipt confirmed); on My orders the card offers 反馈问题 (Report a problem); an
// empty request is refused under its fields in Chinese; the request goes with a photo. Support
// (a console operator) finds it in the After-sale queue, sees the photo, asks for more; the buyer
// reads the question on the case and answers; support refunds part of the order. The buyer's
// available balance rises by exactly that amount, the wallet's ledger shows the after-sale refund,
// the notification centre says it in Chinese, and the order cannot be consigned (no Consign on its
// card; the server refuses with order_refunded). Axe finds nothing serious on the buyer's screen
// and on the console's queue and case. Screenshots (390 × 844 en and zh-CN of the request form and
// the case timeline; 1280 × 800 en and zh-CN of the console's queue and case) go to
// test-results/after-sale/. A second test: support rejects another request with a reason code and a
// staff note; the buyer reads the reason in Chinese on the case and in the centre, never the note.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import sharp from 'sharp';
import { changePassword, signIn, type Operator } from './console-helpers';
import { addItem, admin, openWindow } from './a11y-helpers';
import {
  api,
  collectErrors,
  en,
  messages,
  newUser,
  PAY_PASSWORD,
  seriousViolations,
  startLoggedIn,
  withPayPassword,
} from './helpers';

test.setTimeout(240_000);

const zh = messages('zh-CN');
const c = en.console.afterSale;
const OUT = path.join('test-results', 'after-sale');
const tag = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

/** A photo of the damage: a real image (the server judges uploads by their content). */
const photo = async () => ({
  name: 'damage.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 480, height: 360, channels: 3, background: '#b98b5e' } })
    .png()
    .toBuffer(),
});

/** A support operator (the token API, as the CLI makes one), signed in in a fresh context. */
async function supportPage(browser: Browser, n = 1): Promise<Page> {
  const name = `supp-as${n}-${tag}`;
  const op = await admin<Operator>((await browser.newContext()).request, '/operators/add', { name, role: 'support' });
  const page = await (await browser.newContext({ viewport: DESK })).newPage();
  await page.goto('/console/aftersale/');
  await signIn(page, op);
  await changePassword(page, op, `support-password-${n}-${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: en.console.screens.aftersale })).toBeVisible();
  return page;
}

async function shot(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  // A confirmation's toast is not part of the screen; from the top, so the bar does not cover it.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
}

/** The console screen `page` is on, as a zh-CN reader sees it (the same session, its language stored). */
async function consoleShotZh(page: Page, name: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: DESK, locale: 'zh-CN', storageState: await page.context().storageState() });
  const zhPage = await context.newPage();
  await zhPage.goto(page.url());
  await expect(zhPage.getByRole('heading', { level: 1, name: zh.console.screens.aftersale })).toBeVisible();
  await shot(zhPage, name);
  await context.close();
}

/** A buyer who registered in Chinese, with a delivered order of CN¥20.00 (bought, shipped, received). */
async function deliveredOrder(request: APIRequestContext) {
  await openWindow(request);
  const item = await addItem(request, 'E2E after-sale jar', 2_000);
  const buyer = await withPayPassword(request, await newUser(request, 'zh-CN'));
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: buyer.accessToken });
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: 10_000, accountId: bank.accounts[0]!.id },
  });
  await admin(request, '/applications/decide', { type: 'recharge', id: recharge.id, decision: 'approve' });
  const bought = await api<{ order: { id: number } }>(request, 'buyProduct', {
    token: buyer.accessToken,
    body: { productId: item.id, payPassword: PAY_PASSWORD },
  });
  const orderId = bought.order.id;
  const address = await api<{ id: number }>(request, 'addAddress', {
    token: buyer.accessToken,
    body: { name: '李伟', phone: '13800138000', region: '上海市浦东新区', detail: '世纪大道 1 号' },
  });
  await api(request, 'requestDelivery', { token: buyer.accessToken, body: { orderId, addressId: address.id } });
  await admin(request, '/orders/ship', { id: orderId, carrier: 'SF Express', trackingNo: `SF${tag}${orderId}` });
  await api(request, 'confirmReceipt', { token: buyer.accessToken, body: { orderId } });
  return { item, buyer, orderId };
}

test('a delivered order: a request with a photo, support asks for more, the buyer answers, support refunds part', async ({
  browser,
  request,
  page,
}) => {
  // A buyer reading the app in Chinese, with a delivered order of CN¥20.00.
  const { item, buyer, orderId } = await deliveredOrder(request);

  const errors = collectErrors(page);
  await startLoggedIn(page, buyer);
  await page.setViewportSize(PHONE);

  // My orders: the delivered card offers the after-sale screen.
  await page.goto('/zh-CN/mine/orders/?status=delivered');
  const card = page.getByTestId('order').filter({ hasText: item.name });
  await card.getByRole('link', { name: zh.orders.reportProblem }).click();
  await expect(page).toHaveURL(new RegExp(`/zh-CN/mine/orders/after-sale/\\?id=${orderId}$`));
  await expect(page.getByRole('heading', { name: zh.afterSale.formTitle })).toBeVisible();
  // The order's card names the item it is about.
  await expect(page.getByTestId('after-sale-order')).toContainText(item.name);

  // Nothing chosen, nothing written: each rule under its field, in Chinese; nothing is sent.
  await page.getByRole('button', { name: zh.afterSale.submit }).click();
  await expect(page.getByTestId('field-error')).toHaveText([zh.rules.one_of, zh.rules.required]);

  // The request: a kind, a text (counted), a photo.
  await page.getByRole('radio', { name: zh.afterSale.kind.damaged }).check();
  const text = '瓶盖有一道裂纹，外包装也压坏了。';
  await page.getByLabel(zh.afterSale.textLabel).fill(text);
  await expect(page.getByTestId('char-count')).toHaveText(`${text.length} / 1,000`);
  await page
    .getByTestId('upload-after-sale-photos')
    .getByTestId('upload-input')
    .setInputFiles(await photo());
  await expect(page.getByTestId('upload-after-sale-photos').getByRole('img')).toBeVisible();
  expect(await seriousViolations(page), 'the request form').toEqual([]);
  await shot(page, 'request-390-zh-CN');
  await page.getByRole('button', { name: zh.afterSale.submit }).click();
  const timeline = page.locator('[data-testid^="case-"]');
  await expect(timeline.locator(':scope > li')).toHaveCount(1);
  await expect(timeline.locator(':scope > li[data-kind="opened"]')).toContainText(text);
  await expect(timeline.getByRole('button', { name: '照片 1' })).toBeVisible();
  await expect(page.getByText(zh.afterSale.status.open)).toBeVisible();

  // Support: the queue, the case with the buyer's photo, "ask for more".
  const support = await supportPage(browser);
  const supportErrors = collectErrors(support);
  const row = support.getByRole('table', { name: c.list }).getByRole('row').filter({ hasText: item.name });
  await expect(row).toHaveCount(1);
  expect(await seriousViolations(support), 'the after-sale queue').toEqual([]);
  await shot(support, 'console-queue-1280-en');
  await consoleShotZh(support, 'console-queue-1280-zh-CN');
  await row.getByRole('button').first().click();
  const caseCard = support.locator('[data-testid^="aftersale-case-"]');
  await expect(caseCard).toContainText(text);
  const thumb = caseCard.getByRole('img').first();
  await expect(thumb).toBeVisible();
  // Visible is not loaded: the thumbnail is an <img> with its box sized by CSS, so wait until it has
  // decoded real pixels (a 404 or a broken file never gets a natural width, and this times out).
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const question = '请再拍一张外包装的照片。';
  await support.getByRole('button', { name: c.ask }).click();
  await support.getByLabel(c.message).fill(question);
  await support.getByRole('button', { name: c.askSend }).click();
  await expect(caseCard).toContainText(c.step.info_requested);
  await expect(caseCard).toContainText(question);

  // The buyer reads the question on the case and answers it.
  await page.reload();
  await expect(timeline.locator(':scope > li[data-kind="info_requested"]')).toContainText(question);
  await expect(page.getByText(zh.afterSale.status.info_requested)).toBeVisible();
  const reply = '外包装已经丢了，只剩瓶子。';
  await page.getByLabel(zh.afterSale.replyLabel).fill(reply);
  await page.getByRole('button', { name: zh.afterSale.replySubmit }).click();
  await expect(timeline.locator(':scope > li[data-kind="info_added"]')).toContainText(reply);

  // Support refunds part of it: CN¥7.50 of the CN¥20.00 paid (the whole is filled in first).
  const before = await api<{ balance: number }>(request, 'getInfo', { token: buyer.accessToken });
  await support.reload();
  await expect(caseCard).toContainText(reply);
  await support.getByRole('button', { name: c.refund, exact: true }).click();
  const amount = support.getByLabel(c.amount);
  await expect(amount).toHaveValue('20');
  expect(await seriousViolations(support), 'the refund dialog').toEqual([]);
  await amount.fill('7.50');
  await support.getByRole('button', { name: 'Refund CN¥7.50' }).click();
  await expect(caseCard.locator('li[data-kind="refunded"]')).toContainText('CN¥7.50');
  await expect(support.getByTestId('case-refunded')).toHaveText('CN¥7.50');
  await expect(support.getByTestId('case-refundable')).toHaveText('CN¥12.50');
  expect(await seriousViolations(support), 'the refunded case').toEqual([]);
  await shot(support, 'console-case-1280-en');
  await consoleShotZh(support, 'console-case-1280-zh-CN');

  // Exactly the refund reached the buyer's available balance, and the ledger says what it was.
  const after = await api<{ balance: number }>(request, 'getInfo', { token: buyer.accessToken });
  expect(after.balance - before.balance).toBe(750);
  await page.reload();
  await expect(page.getByTestId('refund-amount')).toHaveText('¥7.50');
  await expect(page.getByText(zh.afterSale.status.refunded).first()).toBeVisible();
  expect(await seriousViolations(page), 'the case timeline').toEqual([]);
  await shot(page, 'case-390-zh-CN');
  await page.goto('/zh-CN/wallet/');
  const refundRow = page.locator('[data-testid="ledger-row"][data-kind="after_sale_refund"]');
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText(zh.wallet.kind.after_sale_refund);
  await expect(refundRow).toContainText('¥7.50');

  // The centre tells the buyer in Chinese.
  await page.goto('/zh-CN/mine/notifications/');
  const refunded = page.getByTestId('notification').filter({ hasText: zh.notify.types.aftersale_refunded.title });
  await expect(refunded).toHaveCount(1);
  await expect(refunded).toContainText('¥7.50');
  await expect(refunded).toContainText(item.name);
  await expect(
    page.getByTestId('notification').filter({ hasText: zh.notify.types.aftersale_info_requested.title }),
  ).toHaveCount(1);

  // A refunded order is not consigned: no Consign on its card, and the server refuses it.
  await page.goto('/zh-CN/mine/orders/?status=delivered');
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: zh.orders.consign })).toHaveCount(0);
  const consign = await request.post('/api/front/ProductWeiPai', {
    headers: { Authorization: `Bearer ${buyer.accessToken}` },
    data: { id: orderId, price: 3_000 },
  });
  expect(((await consign.json()) as { reason?: string }).reason).toBe('order_refunded');

  // The same screen in English: the timeline, and the form for another request (CN¥12.50 is left).
  await page.goto(`/en/mine/orders/after-sale/?id=${orderId}`);
  await expect(page.getByTestId('refund-amount')).toHaveText('CN¥7.50');
  await expect(page.getByRole('heading', { name: en.afterSale.formTitleAgain })).toBeVisible();
  await shot(page, 'case-390-en');
  await page
    .locator('section')
    .filter({ has: page.getByRole('form', { name: en.afterSale.formTitleAgain }) })
    .screenshot({ path: path.join(OUT, 'request-390-en.png') });

  expect(errors).toEqual([]);
  expect(supportErrors).toEqual([]);
});

test('support rejects a request with a reason code: the buyer reads the reason in Chinese, on the case and in the centre', async ({
  browser,
  request,
  page,
}) => {
  const { item, buyer, orderId } = await deliveredOrder(request);
  await api(request, 'openAfterSale', {
    token: buyer.accessToken,
    body: { orderId, kind: 'not_as_described', text: '颜色和图片不一样。' },
  });
  const support = await supportPage(browser, 2);
  const supportErrors = collectErrors(support);
  await support
    .getByRole('table', { name: c.list })
    .getByRole('row')
    .filter({ hasText: item.name })
    .getByRole('button')
    .first()
    .click();
  const caseCard = support.locator('[data-testid^="aftersale-case-"]');
  await expect(caseCard).toContainText('颜色和图片不一样。');
  await support.getByRole('button', { name: c.reject, exact: true }).click();
  const dialog = support.getByRole('dialog', { name: c.rejectTitle });
  await dialog.getByRole('radio', { name: en.console.reasonCodes.item_as_described }).check();
  // The sentence the buyer will read is shown before the operator decides.
  await expect(dialog).toContainText(en.afterSale.rejection.item_as_described);
  await dialog.getByLabel(c.note).fill('matches the listing photos');
  expect(await seriousViolations(support), 'the reject dialog').toEqual([]);
  await dialog.getByRole('button', { name: c.reject }).click();
  await expect(caseCard.locator('li[data-kind="rejected"]')).toContainText(en.console.reasonCodes.item_as_described);
  await expect(caseCard.locator('li[data-kind="rejected"]')).toContainText('matches the listing photos');

  const errors = collectErrors(page);
  await startLoggedIn(page, buyer);
  await page.goto(`/zh-CN/mine/orders/after-sale/?id=${orderId}`);
  await expect(page.getByTestId('rejection-reason')).toHaveText(zh.afterSale.rejection.item_as_described);
  // The staff note never reaches the buyer.
  await expect(page.locator('body')).not.toContainText('matches the listing photos');
  await page.goto('/zh-CN/mine/notifications/');
  const declined = page.getByTestId('notification').filter({ hasText: zh.notify.types.aftersale_rejected.title });
  await expect(declined).toContainText(zh.afterSale.rejection.item_as_described);
  await expect(declined).not.toContainText('item_as_described');
  expect(errors).toEqual([]);
  expect(supportErrors).toEqual([]);
});
