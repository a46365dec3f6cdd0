// Issue 37 #1: a buy from the balance asks for the pay password on a PIN pad one tap after
// "Buy now" (Buy now, then Pay); a buyer without one is offered to set it and comes back to the
// item to finish; with small purchases turned on (the pay-password screen), a buy within the daily
// limit goes without it and one above it asks. Screenshots at 390 × 844 in English and Chinese
// (test-results/pay-password/).
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './test';
import { addItem, admin } from './a11y-helpers';
import {
  api,
  axe,
  collectErrors,
  en,
  enterPayPassword,
  heading,
  messages,
  newUser,
  PAY_PASSWORD,
  seriousViolations,
  SMS_CODE,
  startLoggedIn,
  title,
  withPayPassword,
  type Tokens,
} from './helpers';
import { ALL_DAY, withWindowLock } from './window-lock';

const OUT = 'test-results/pay-password';
const zhCN = messages('zh-CN');
const exact = { exact: true };

/** A new user with an approved recharge of `amount` minor units and no pay password yet. */
async function funded(request: APIRequestContext, amount = 50_000) {
  const user = await newUser(request);
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: user.accessToken });
  const application = await api<{ id: number }>(request, 'applyRecharge', {
    token: user.accessToken,
    body: { amount, accountId: bank.accounts[0]!.id },
  });
  await admin(request, '/applications/decide', { type: 'recharge', id: application.id, decision: 'approve' });
  return user;
}

const ordersOf = async (request: APIRequestContext, t: Tokens) =>
  (
    await api<{ items: { productId: number; quantity: number }[] }>(request, 'orderList', {
      token: t.accessToken,
      body: { page: 1 },
    })
  ).items;
const balanceOf = async (request: APIRequestContext, t: Tokens) =>
  (await api<{ balance: number }>(request, 'getInfo', { token: t.accessToken })).balance;

/**
 * The window open while `fn` buys: buy.spec.ts closes it for a while in one of its tests and
 * takes this lock to do so (held for the few seconds of a purchase only).
 */
const whileOpen = <T>(request: APIRequestContext, fn: () => Promise<T>) =>
  withWindowLock(async () => {
    await admin(request, '/market/window', ALL_DAY);
    return fn();
  });

/** Pay in the open confirm (the PIN pad, when it is asked for, opens after this tap). */
async function pay(page: Page, m = en) {
  const confirm = page.getByRole('dialog', { name: m.detail.confirmTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: m.detail.confirmBuy.split('{')[0]!.trim() }).click();
}

async function buyNow(page: Page) {
  await expect(page.getByTestId('buy-bar')).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('buy-button').click();
}

test.describe.configure({ mode: 'serial' });

test('without a pay password Buy offers to set one and comes back; the PIN pad refuses a wrong one, then buys', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  const errors = collectErrors(page);
  const item = await addItem(request, 'E2E PIN vase', 12_000);
  const buyer = await funded(request);
  await startLoggedIn(page, buyer);
  await whileOpen(request, async () => {
    await page.goto(`/en/goods/detail/?id=${item.id}`);
    await buyNow(page);
  });
  // Two of them, then Pay: no pay password yet, so the app offers to set one.
  await page
    .getByRole('dialog', { name: en.detail.confirmTitle })
    .getByRole('button', { name: en.detail.more })
    .click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await pay(page);
  const offer = page.getByRole('dialog', { name: en.detail.setPayPassword });
  await expect(offer.getByTestId('pay-password-first')).toHaveText(en.detail.payPasswordFirst);
  await offer.getByRole('button', { name: en.detail.setPayPassword }).click();

  // The pay-password screen; saving returns to the item with the confirm open again, same quantity.
  await expect(heading(page)).toHaveText(title('payPassword'));
  const t = en.account;
  await expect(page.getByText(t.payPasswordHint)).toBeVisible();
  await page.getByRole('button', { name: en.ui.getCode }).click();
  await page.getByLabel(t.smsCode, exact).fill(SMS_CODE);
  await page.getByLabel(t.newPayPassword, exact).fill(PAY_PASSWORD);
  await page.getByLabel(t.repeatPayPassword, exact).fill(PAY_PASSWORD);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/goods/detail/\\?id=${item.id}$`));
  await expect(page.getByRole('dialog', { name: en.detail.confirmTitle })).toBeVisible();
  await expect(page.getByTestId('quantity')).toHaveText('2');

  await whileOpen(request, async () => {
    await pay(page);
    // The PIN pad: six keys' worth of dots, the digits as buttons, the first key focused.
    const pad = page.getByRole('group', { name: en.detail.pinTitle });
    await expect(pad).toBeVisible();
    await expect(pad.getByRole('button', { name: '1', exact: true })).toBeFocused();
    await expect(page.getByRole('dialog', { name: en.detail.pinTitle })).toContainText('240.00');
    for (const digit of '0123456789') {
      const box = await pad.getByRole('button', { name: digit, exact: true }).boundingBox();
      expect(Math.min(box!.width, box!.height), `key ${digit}`).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: `${OUT}/pin-pad-en.png` });
    expect(await seriousViolations(page, axe(page).include('dialog[open]'))).toEqual([]);

    // A wrong one: said under the dots, nothing bought, the dots empty again.
    await enterPayPassword(page, en, '000000');
    await expect(page.getByTestId('pin-error')).toHaveText(en.reasons.wrong_pay_password);
    await page.screenshot({ path: `${OUT}/pin-pad-wrong-en.png` });
    expect(await ordersOf(request, buyer)).toHaveLength(0);
    expect(await balanceOf(request, buyer)).toBe(50_000);

    await enterPayPassword(page);
    await expect(page.getByTestId('buy-bar').getByRole('alert')).toContainText('Bought.');
  });
  await expect(page.getByRole('group', { name: en.detail.pinTitle })).toHaveCount(0);
  expect(await ordersOf(request, buyer)).toEqual([expect.objectContaining({ productId: item.id, quantity: 2 })]);
  expect(await balanceOf(request, buyer)).toBe(50_000 - 24_000);

  // The same pad in Chinese (closed again with Escape: nothing bought).
  await whileOpen(request, async () => {
    await page.goto(`/zh-CN/goods/detail/?id=${item.id}`);
    await buyNow(page);
    await pay(page, zhCN);
    await expect(page.getByRole('group', { name: zhCN.detail.pinTitle })).toBeVisible();
  });
  await page.screenshot({ path: `${OUT}/pin-pad-zh-CN.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: zhCN.detail.pinTitle })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('small purchases on: within the daily limit a buy needs no pay password, above it the PIN pad asks', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  const errors = collectErrors(page);
  const buyer = await withPayPassword(request, await funded(request));
  const small = await addItem(request, 'E2E small cup', 3_000);
  const larger = await addItem(request, 'E2E larger cup', 8_000);
  await startLoggedIn(page, buyer);

  // Turn it on at 100 a day: raising the limit asks for the pay password.
  await page.goto('/en/mine/pay-password/');
  const t = en.account;
  await expect(page.getByRole('heading', { name: t.smallPayTitle })).toBeVisible();
  const limits = page.getByTestId('small-pay-limits');
  await expect(limits.getByRole('radio', { name: t.smallPayOff })).toBeChecked();
  await limits.getByRole('radio', { name: /100\.00/ }).check();
  await page.getByRole('button', { name: t.smallPaySave }).click();
  await expect(page.getByText(en.reasons.pay_password_required)).toBeVisible();
  await page.getByRole('textbox', { name: t.payPassword, exact: true }).fill(PAY_PASSWORD);
  await page.getByRole('button', { name: t.smallPaySave }).click();
  await expect
    .poll(
      async () =>
        (await api<{ smallPayLimit: number }>(request, 'getInfo', { token: buyer.accessToken })).smallPayLimit,
    )
    .toBe(10_000);
  await page.screenshot({ path: `${OUT}/pay-password-screen-en.png`, fullPage: true });
  await page.goto('/zh-CN/mine/pay-password/');
  await expect(page.getByRole('heading', { name: zhCN.account.smallPayTitle })).toBeVisible();
  await page.screenshot({ path: `${OUT}/pay-password-screen-zh-CN.png`, fullPage: true });

  // 30 within 100: bought at Pay, no PIN pad.
  await whileOpen(request, async () => {
    await page.goto(`/en/goods/detail/?id=${small.id}`);
    await buyNow(page);
    await pay(page);
    await expect(page.getByTestId('buy-bar').getByRole('alert')).toContainText('Bought.');
  });
  await expect(page.getByRole('group', { name: en.detail.pinTitle })).toHaveCount(0);

  // 30 + 80 is above 100: the server asks for the pay password, and the pad opens.
  await whileOpen(request, async () => {
    await page.goto(`/en/goods/detail/?id=${larger.id}`);
    await buyNow(page);
    await pay(page);
    await enterPayPassword(page);
    await expect(page.getByTestId('buy-bar').getByRole('alert')).toContainText('Bought.');
  });
  expect((await ordersOf(request, buyer)).map((o) => o.productId).sort()).toEqual([small.id, larger.id].sort());
  expect(await balanceOf(request, buyer)).toBe(50_000 - 11_000);
  expect(errors).toEqual([]);
});
