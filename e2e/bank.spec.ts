// The login gate and the reference form screen (mine/bank/) against the real server.
import { expect, test } from './test';
import {
  api,
  collectErrors,
  demoTokens,
  en,
  heading,
  messages,
  newUser,
  SMS_CODE,
  startLoggedIn,
  title,
} from './helpers';

const zh = messages('zh-CN');

test('logged out, the bank screen sends you to log in and brings you back', async ({ page, request }) => {
  const errors = collectErrors(page);
  const user = await newUser(request);
  await page.goto('/en/mine/bank/');
  await expect(page).toHaveURL('/en/login/?from=%2Fmine%2Fbank%2F');
  await expect(heading(page)).toHaveText(title('login'));
  await page.getByLabel(en.session.phone).fill(user.phone);
  // The code field is there; this user's code for the minute went on registering, so a password.
  await expect(page.getByRole('button', { name: en.ui.getCode })).toBeEnabled();
  await page.getByRole('button', { name: en.session.withPassword }).click();
  await page.getByLabel(en.session.password).fill(user.password);
  await page.getByRole('button', { name: en.session.submit, exact: true }).click();
  await expect(page).toHaveURL('/en/mine/bank/');
  await expect(heading(page)).toHaveText(title('bank'));
  await expect(page.getByRole('heading', { name: en.bank.noneTitle })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a form error from the client-side check is translated under its field, nothing is sent', async ({
  page,
  request,
}) => {
  const user = await newUser(request);
  await startLoggedIn(page, user);
  let saves = 0;
  page.on('request', (r) => {
    if (r.url().includes('/SaveUserBankInfo')) saves += 1;
  });
  await page.goto('/zh-CN/mine/bank/');
  await page.getByRole('button', { name: zh.bank.add }).click();
  await page.getByLabel(zh.bank.cardNumber).fill('1234 5678');
  await page.getByRole('button', { name: zh.bank.save }).click();
  const card = page.getByLabel(zh.bank.cardNumber);
  await expect(card).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await card.getAttribute('aria-describedby'))!.split(' ')[0]!;
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(zh.rules.card_number);
  await expect(page.getByLabel(zh.bank.bankName)).toHaveAttribute('aria-invalid', 'true');
  expect(saves).toBe(0);
});

test('saving a card with a wrong pay password says so in zh-CN under the pay password', async ({ page, request }) => {
  // The server sends one code per phone per minute, and a new user's minute went on registering:
  // this test sets the pay password of the demo buyer, whose phone no other test asks a code for.
  const user = await demoTokens(request);
  await api(request, 'GetMobileCodeModifyPayPwd', { token: user.accessToken });
  await api(request, 'ModifyPayPwd', { token: user.accessToken, body: { code: SMS_CODE, payPassword: '246810' } });
  await startLoggedIn(page, user);
  await page.goto('/zh-CN/mine/bank/');
  await expect(heading(page)).toHaveText(zh.routes.bank);
  // Add (or, on a server reused from an earlier run, change) the card.
  await page
    .getByRole('button', { name: zh.bank.add })
    .or(page.getByRole('button', { name: zh.bank.change }))
    .click();
  await page.getByLabel(zh.bank.bankName).fill('招商银行');
  await page.getByLabel(zh.bank.holderName).fill('张三');
  await page.getByLabel(zh.bank.cardNumber).fill('6011000990139424');
  await expect(page.getByLabel(zh.bank.cardNumber)).toHaveValue('6011 0009 9013 9424');
  await page.getByLabel(zh.bank.payPassword).fill('135790');
  await page.getByRole('button', { name: zh.bank.save }).click();

  const pay = page.getByLabel(zh.bank.payPassword);
  await expect(pay).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await pay.getAttribute('aria-describedby'))!.split(' ')[0]!;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(zh.reasons.wrong_pay_password);
  // Shown under the field, not toasted as well.
  await expect(page.locator('.toast')).toHaveCount(0);

  await pay.fill('246810');
  await expect(pay).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: zh.bank.save }).click();
  await expect(page.getByTestId('card-number')).toHaveText('**** **** **** 9424');
  await expect(page.getByText('招商银行').first()).toBeVisible();
});
