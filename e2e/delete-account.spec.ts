// Delete my account (issue 37 #7), in the real app against the real server: Settings opens the
// screen; with money on the account it lists the balance as what stands in the way and asks for
// nothing; with the balance withdrawn it asks for the password and a code, then "cannot be
// undone", and ends logged out on the done page; the old session opens nothing, and the phone
// registers again as a new account. Axe finds nothing serious on the screen; screenshots at
// 390 × 844 in English and Simplified Chinese (test-results/delete-account/).
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './test';
import { admin } from './a11y-helpers';
import {
  api,
  collectErrors,
  en,
  heading,
  messages,
  newUser,
  seriousViolations,
  SMS_CODE,
  SMS_RESEND_MS,
  startLoggedIn,
  type Tokens,
} from './helpers';

const OUT = path.join('test-results', 'delete-account');
const zhCN = messages('zh-CN');
const PAY = '480126';

async function recharge(request: APIRequestContext, user: Tokens, amount: number) {
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: user.accessToken });
  const application = await api<{ id: number }>(request, 'applyRecharge', {
    token: user.accessToken,
    body: { amount, accountId: bank.accounts[0]!.id },
  });
  await admin(request, '/applications/decide', { type: 'recharge', id: application.id, decision: 'approve' });
}

/** The whole balance out through a withdrawal the operator approves: back to zero. */
async function withdrawAll(request: APIRequestContext, user: Tokens, amount: number) {
  await api(request, 'GetMobileCodeModifyPayPwd', { token: user.accessToken });
  await api(request, 'ModifyPayPwd', { token: user.accessToken, body: { code: SMS_CODE, payPassword: PAY } });
  await api(request, 'SaveUserBankInfo', {
    token: user.accessToken,
    body: { bankName: 'Bank of Test', holderName: 'Test User', cardNumber: '6011000990139424', payPassword: PAY },
  });
  const w = await api<{ id: number }>(request, 'ApplyWithdraw', {
    token: user.accessToken,
    body: { amount, payPassword: PAY },
  });
  await admin(request, '/applications/decide', { type: 'withdraw', id: w.id, decision: 'approve' });
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
}

test('refused with a balance, deleted at zero with the password and a code; the phone registers again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const user = await newUser(request);
  const registeredAt = Date.now();
  await recharge(request, user, 5000);
  await startLoggedIn(page, user);

  await page.goto('/en/mine/settings/');
  await page.getByRole('link', { name: en.account.deleteAccount }).click();
  await expect(heading(page)).toHaveText(en.routes.deleteAccount);
  const blockers = page.getByTestId('delete-blockers');
  await expect(blockers).toContainText(en.deleteAccount.blockers.balance_not_zero);
  // Nothing is asked while something stands in the way.
  await expect(page.getByLabel(en.account.loginPassword)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'blockers-en');

  await withdrawAll(request, user, 5000);
  await page.reload();
  await expect(page.getByLabel(en.account.loginPassword)).toBeVisible();
  await expect(blockers).toHaveCount(0);
  await page.getByLabel(en.account.loginPassword).fill(user.password);
  await page.getByRole('button', { name: en.ui.getCode }).click();
  await page.getByLabel(en.account.smsCode).fill(SMS_CODE);
  // With the countdown running: the greyed "Resend in" button must still read (contrast).
  await expect(
    page.getByRole('button', { name: new RegExp(en.ui.resendIn.replace('{seconds}', '\\d+')) }),
  ).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'form-en');
  await page.getByRole('button', { name: en.deleteAccount.continue }).click();
  const dialog = page.getByRole('dialog', { name: en.deleteAccount.confirmTitle });
  await expect(dialog).toBeVisible();
  await shoot(page, 'confirm-en');
  await dialog.getByRole('button', { name: en.deleteAccount.confirm }).click();

  await expect(page).toHaveURL(/\/en\/account-deleted\/$/);
  await expect(page.getByTestId('account-deleted')).toHaveText(en.deleteAccount.doneBody);
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'done-en');

  // The old session opens nothing; the phone registers again, a new account from zero.
  const old = await request.get('/api/front/getInfo', { headers: { Authorization: `Bearer ${user.accessToken}` } });
  expect(old.status()).toBe(401);
  const wait = SMS_RESEND_MS - (Date.now() - registeredAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await api(request, 'getMobileCodeRegist', { query: { phone: user.phone } });
  const again = await api<Tokens>(request, 'register', {
    body: { phone: user.phone, code: SMS_CODE, password: 'e2e-password-2' },
  });
  const info = await api<{ balance: number; phone: string }>(request, 'getInfo', { token: again.accessToken });
  expect(info.balance).toBe(0);
  expect(errors).toEqual([]);
});

test('the screen in Simplified Chinese: what stands in the way, and the form', async ({ page, request }) => {
  const user = await newUser(request, 'zh-CN');
  await recharge(request, user, 1000);
  await startLoggedIn(page, user);
  await page.goto('/zh-CN/mine/delete-account/');
  await expect(heading(page)).toHaveText(zhCN.routes.deleteAccount);
  await expect(page.getByTestId('delete-blockers')).toContainText(zhCN.deleteAccount.blockers.balance_not_zero);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'blockers-zh-CN');

  const fresh = await newUser(request, 'zh-CN');
  await page.context().clearCookies();
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, fresh);
  await page.reload();
  await expect(page.getByLabel(zhCN.account.loginPassword)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'form-zh-CN');
});
