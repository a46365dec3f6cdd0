// Money fields behave like any text field (issue 27): going back into an amount with the
// keyboard selects it and typing replaces it (it used to append: 1, then "50", became 150.00),
// select-and-retype replaces, an edit in the middle stays where it was made, and pasted text is
// taken as it is. The formatted amount is shown large beside the field, as what will be sent.
// Keyboard only after the first page.goto, on recharge and withdraw; each result checked through
// the API.
import { expect, test, type Page } from './test';
import { admin, tabTo } from './a11y-helpers';
import { api, en, heading, newUser, SMS_CODE, startLoggedIn, type Tokens } from './helpers';

/** Type "1", leave, come back by keyboard and type "50"; select all and retype; edit in the middle; paste. */
async function enterAmount(page: Page, label: string, next: string) {
  const amount = page.getByLabel(label);
  // The field's text first (the defect), then the large readout of what will be sent.
  const expectAmount = async (_: Page, text: string, formatted: string) => {
    await expect(amount).toHaveValue(text);
    await expect(page.getByTestId('money-readout')).toHaveText(formatted);
  };
  await tabTo(page, amount);
  await page.keyboard.type('1');
  await expect(amount).toHaveValue('1');
  await tabTo(page, page.getByLabel(next));
  await tabTo(page, amount, { back: true });
  await page.keyboard.type('50');
  await expectAmount(page, '50', 'CN¥50.00');
  // Select all and retype.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2000');
  await expectAmount(page, '2000', 'CN¥2,000.00');
  // An edit in the middle: the caret stays where it was put.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Delete');
  await expectAmount(page, '200', 'CN¥200.00');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('5');
  await expectAmount(page, '2050', 'CN¥2,050.00');
  // Pasted text replaces the selection, as typed text does.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('66.5');
  await expectAmount(page, '66.5', 'CN¥66.50');
}

test('recharge amount by keyboard: back into the field, retype, edit in the middle, paste', async ({
  page,
  request,
}) => {
  const user = await newUser(request);
  await startLoggedIn(page, user);
  await page.goto('/en/mine/recharge/');
  await expect(heading(page)).toHaveText(en.routes.recharge);
  await expect(page.getByLabel(en.recharge.amount)).toBeVisible();

  await enterAmount(page, en.recharge.amount, en.form.optional.replace('{label}', en.recharge.payerName));
  // Leaving the field keeps the text as typed: coming back finds it unchanged.
  await tabTo(page, page.getByLabel(en.form.optional.replace('{label}', en.recharge.payerName)));
  await expect(page.getByLabel(en.recharge.amount)).toHaveValue('66.5');
  const applied = page.waitForResponse((r) => r.url().includes('/applyRecharge'));
  await tabTo(page, page.getByRole('button', { name: en.recharge.submit }));
  await page.keyboard.press('Enter');
  await applied;
  await page.waitForURL('/en/mine/recharge/record/');

  const records = await api<{ items: { amount: number }[] }>(request, 'RechargePage', {
    token: user.accessToken,
    body: { page: 1, pageSize: 10 },
  });
  expect(records.items.map((r) => r.amount)).toEqual([6_650]);
});

let payUser: (Tokens & { phone: string }) | undefined;
test.beforeAll(async ({ request }) => {
  payUser = await newUser(request);
});

test('withdraw amount by keyboard: back into the field, retype, edit in the middle, paste', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = payUser!;
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: user.accessToken });
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: user.accessToken,
    body: { amount: 20_000, accountId: bank.accounts[0]!.id },
  });
  await admin(request, '/applications/decide', { type: 'recharge', id: recharge.id, decision: 'approve' });
  // The pay password's code has its own budget: registering spent a register code (no wait).
  await api(request, 'GetMobileCodeModifyPayPwd', { token: user.accessToken });
  await api(request, 'ModifyPayPwd', { token: user.accessToken, body: { code: SMS_CODE, payPassword: '480126' } });
  await api(request, 'SaveUserBankInfo', {
    token: user.accessToken,
    body: { bankName: 'Bank of Test', holderName: 'Test User', cardNumber: '6011000990139424', payPassword: '480126' },
  });

  await startLoggedIn(page, user);
  await page.goto('/en/wallet/withdraw/');
  await expect(heading(page)).toHaveText(en.routes.walletWithdraw);
  await expect(page.getByLabel(en.withdraw.amount)).toBeVisible();

  await enterAmount(page, en.withdraw.amount, en.withdraw.payPassword);
  await tabTo(page, page.getByLabel(en.withdraw.payPassword));
  await page.keyboard.type('480126');
  const applied = page.waitForResponse((r) => r.url().includes('/ApplyWithdraw'));
  await tabTo(page, page.getByRole('button', { name: en.withdraw.submit, exact: true }));
  await page.keyboard.press('Enter');
  expect((await applied).ok()).toBe(true);
  await page.waitForURL('/en/wallet/');

  const me = await api<{ balance: number; frozen: number }>(request, 'getInfo', { token: user.accessToken });
  expect(me).toMatchObject({ balance: 20_000 - 6_650, frozen: 6_650 });
});
