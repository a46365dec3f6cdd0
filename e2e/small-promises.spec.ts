// Issue 37 #3, against the real server: Mine opened signed out goes to login before its skeleton
// paints; your own consigned item says you sell it and nothing about paying you; home's featured
// cards mark the resale; the bank form asks for the pay password first, sends you to set one and
// brings you back with what you typed. Screenshots 390 × 844 in en and zh-CN
// (test-results/small-promises/).
import { expect, test, type Page } from './test';
import sharp from 'sharp';
import { addItem, admin, fundedUser } from './a11y-helpers';
import {
  api,
  collectErrors,
  heading,
  messages,
  newUser,
  operator,
  PAY_PASSWORD,
  SMS_CODE,
  startLoggedIn,
  title,
  type Tokens,
} from './helpers';
import { ALL_DAY, withWindowLock } from './window-lock';

const en = messages('en');
const LOCALES = ['en', 'zh-CN'] as const;
const userIdOf = (t: Tokens) =>
  (JSON.parse(Buffer.from(t.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/small-promises/${name}.png` });

// The user who sets a pay password (by SMS code) below: a pay_password code has its own budget,
// apart from the register code (server/sms/codes.ts), so no resend wait.
let payUser: Tokens;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  payUser = await newUser(request);
  await request.dispose();
});

test('Mine opened signed out goes straight to login: its skeleton never paints', async ({ page }) => {
  // Each frame of Mine's page before it paints: is any of the screen on a visible page?
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/mine/')) return;
    const check = () => {
      const screen = document.querySelector('[data-route="mine"]');
      if (screen && getComputedStyle(document.documentElement).visibility !== 'hidden')
        sessionStorage.setItem('minePainted', '1');
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/mine/`);
    await expect(page).toHaveURL(`/${locale}/login/?from=%2Fmine%2F`);
    await expect(heading(page)).toHaveText(title('login', messages(locale)));
    expect(await page.evaluate(() => sessionStorage.getItem('minePainted'))).toBeNull();
  }
});

test('your own consigned item says you sell it, without "your payment goes to them"; home marks the resale', async ({
  page,
  request,
  browser,
}) => {
  const errors = collectErrors(page);
  await withWindowLock(() => admin(request, '/market/window', ALL_DAY));
  const { name } = await addItem(request, 'Own resale', 3_000);
  const owner = await fundedUser(request, 10_000);
  const list = async () =>
    (
      await api<{ items: { id: number; consigned: boolean }[] }>(request, 'getProductList', {
        body: { page: 1, pageSize: 10, keyword: name },
      })
    ).items;
  const original = (await list()).find((p) => !p.consigned)!;
  const bought = await api<{ order: { id: number } }>(request, 'buyProduct', {
    token: owner.accessToken,
    body: { productId: original.id, payPassword: PAY_PASSWORD },
  });
  await api(request, 'ProductWeiPai', { token: owner.accessToken, body: { id: bought.order.id, price: 3_500 } });
  const listing = (await list()).find((p) => p.consigned)!;

  await startLoggedIn(page, owner);
  for (const locale of LOCALES) {
    const t = messages(locale);
    await page.goto(`/${locale}/goods/detail/?id=${listing.id}`);
    await expect(page.getByTestId('seller')).toHaveText(t.detail.sellerYou);
    await expect(page.getByText(t.detail.consignedHint)).toHaveCount(0);
    await expect(page.getByTestId('buy-bar')).toContainText(t.detail.whyOwn);
    await page.getByTestId('seller').scrollIntoViewIfNeeded();
    await shot(page, `own-consigned-${locale}`);

    await page.goto(`/${locale}/home/`);
    const featured = page.locator('section[aria-labelledby="home-featured"]');
    const card = featured.locator(`a[href$="?id=${listing.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('resale-mark')).toHaveText(t.ui.consigned);
    await expect(featured.locator(`a[href$="?id=${original.id}"]`).getByTestId('resale-mark')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `home-resale-${locale}`);
  }

  // Another buyer is told where the payment goes.
  const other = await newUser(request);
  const context = await browser.newContext();
  const second = await context.newPage();
  await startLoggedIn(second, other);
  await second.goto(`/en/goods/detail/?id=${listing.id}`);
  await expect(second.getByText(en.detail.consignedHint)).toBeVisible();
  await context.close();
  expect(errors).toEqual([]);
});

test('the bank form asks for the pay password first, sends you to set one and brings you back with what you typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await startLoggedIn(page, payUser);
  const zh = messages('zh-CN');
  await page.goto('/zh-CN/mine/bank/');
  await page.getByRole('button', { name: zh.bank.add }).click();
  await expect(page.getByTestId('pay-password-first')).toContainText(zh.bank.payPasswordFirst);
  await shot(page, 'bank-no-pay-password-zh-CN');

  await page.goto('/en/mine/bank/');
  await page.getByRole('button', { name: en.bank.add }).click();
  const first = page.getByTestId('pay-password-first');
  await expect(first).toContainText(en.bank.payPasswordFirst);
  await shot(page, 'bank-no-pay-password-en');
  await page.getByLabel(en.bank.bankName).fill('Bank of Tests');
  await page.getByLabel(en.bank.holderName).fill('Ana Li');
  await page.getByLabel(en.bank.cardNumber).fill('6011000990139424');
  await first.getByRole('link', { name: en.bank.setPayPassword }).click();

  await expect(page).toHaveURL('/en/mine/pay-password/');
  const t = en.account;
  const exact = { exact: true };
  await page.getByRole('button', { name: en.ui.getCode }).click();
  await page.getByLabel(t.smsCode, exact).fill(SMS_CODE);
  await page.getByLabel(t.newPayPassword, exact).fill('135790');
  await page.getByLabel(t.repeatPayPassword, exact).fill('135790');
  await page.getByRole('button', { name: t.save, exact: true }).click();

  // Back on the bank screen, the form as it was left, the pay password now asked for first.
  await expect(page).toHaveURL('/en/mine/bank/');
  await expect(page.getByLabel(en.bank.bankName)).toHaveValue('Bank of Tests');
  await expect(page.getByLabel(en.bank.holderName)).toHaveValue('Ana Li');
  await expect(page.getByLabel(en.bank.cardNumber)).toHaveValue('6011 0009 9013 9424');
  await expect(page.getByTestId('pay-password-first')).toHaveCount(0);
  const pay = page.getByLabel(en.bank.payPassword);
  await expect(pay).toHaveValue('');
  await shot(page, 'bank-back-with-typed-en');
  await pay.fill('135790');
  await page.getByRole('button', { name: en.bank.save }).click();
  await expect(page.getByTestId('card-number')).toHaveText('**** **** **** 9424');
  expect(errors).toEqual([]);
});

test('a rejection reaches the open identity screen live; Submit again keeps the name sent', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const user = await newUser(request);
  await startLoggedIn(page, user);
  for (const locale of LOCALES) {
    const t = messages(locale).account;
    const exact = { exact: true };
    await page.goto(`/${locale}/mine/identity/`);
    const name = locale === 'en' ? 'Ana Li' : '李娜';
    await page.getByLabel(t.realName, exact).fill(name);
    await page.getByLabel(t.idNumber, exact).fill('E12345678');
    const photo = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#8899aa' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('upload-frontImage')
      .locator('input[type=file]')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByTestId('upload-frontImage').locator('[data-status="success"]')).toBeVisible();
    await page.getByRole('button', { name: t.identitySubmit }).click();
    await expect(page.getByText(t.identityExplain.pending)).toBeVisible();

    // The operator rejects it while the screen is open: no reload.
    await operator(request, 'decideIdentity', {
      id: Number(userIdOf(user)),
      decision: 'reject',
      reasonCode: 'photo_unclear',
      photos: ['front'],
    });
    await expect(page.getByText(t.identityExplain.rejected)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: t.identityAgain })).toBeVisible();
    await expect(page.getByLabel(t.realName, exact)).toHaveValue(name);
    await page.getByRole('heading', { name: t.identityAgain }).scrollIntoViewIfNeeded();
    await shot(page, `identity-rejected-live-${locale}`);
  }
  expect(errors).toEqual([]);
});
