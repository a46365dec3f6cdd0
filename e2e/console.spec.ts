// The operator console (issue 23, docs/console.md) in Chromium against the real server: the first
// admin (made with the CLI) signs in with password + TOTP and chooses a password, creates a
// finance, a second finance and a viewer operator in the console; finance approves a buyer's
// recharge after looking at its receipt and the buyer's Mine shows the money; the viewer sees the
// queue without the buttons and the API refuses it; a withdrawal above the two-person threshold
// needs the second finance operator (the first shows the whole account to pay, audited); the audit log names
// everyone and says the withdrawal's amount and both approvers in words (issue 42 #7), its Operator filter
// finds part of a name in any case; an expired session returns to the same screen after signing in again.
// Axe finds nothing serious on any console screen.
import { expect, test, type Browser, type Page } from './test';
import { changePassword, consoleApi, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { api, collectErrors, en, newUser, seriousViolations, startLoggedIn } from './helpers';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const c = en.console;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const tag = Date.now().toString(36);
const names = { admin: `adm-${tag}`, finance: `fin-${tag}`, finance2: `fin2-${tag}`, viewer: `view-${tag}` };
const operators: Partial<Record<keyof typeof names, Operator>> = {};
/** Above DUAL_APPROVAL_ABOVE's default (1 000 000 minor units). */
const BIG = 1_200_000;

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A fresh browser context signed in as `op` (choosing a password the first time). */
async function signedIn(browser: Browser, key: keyof typeof names, path = '/console/'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/console\/sign-in\//);
  const op = operators[key]!;
  await signIn(page, op);
  operators[key] = await changePassword(page, op, `${key}-password-${tag}`);
  return page;
}

/** Adds an operator in the console (the admin's page) and reads its one-time credentials. */
async function addOperator(page: Page, key: keyof typeof names, role: string) {
  await page.getByLabel(c.operators.name, { exact: true }).fill(names[key]);
  await page.getByLabel(c.operators.role).first().selectOption(role);
  await page.getByRole('button', { name: c.operators.addSubmit }).click();
  const creds = page.getByTestId('operator-credentials');
  await expect(creds).toContainText(names[key]);
  operators[key] = {
    name: names[key],
    password: (await page.getByTestId('operator-password').textContent())!,
    totpSecret: (await page.getByTestId('operator-secret').textContent())!,
  };
  await expect(page.getByTestId('operator-otpauth')).toContainText('otpauth://totp/');
  await page.getByRole('button', { name: c.operators.credentialsDone }).click();
}

test('an admin signs in with password and TOTP, chooses a password and creates three operators', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // The first admin, made on the server's machine through the loopback token API (the call
  // `npm run admin -- operator add NAME --role admin` makes).
  const first = await admin<Operator>(request, '/operators/add', { name: names.admin, role: 'admin' });
  operators.admin = first;

  // Any console screen without a session asks for a sign-in, and comes back to it afterwards.
  await page.goto('/console/operators/');
  await expect(page).toHaveURL(/\/console\/sign-in\/\?from=%2Fconsole%2Foperators%2F/);
  await expectAxeClean(page);

  // Field errors from the contract's own rules, before anything is sent.
  await page.getByLabel(c.signIn.name).fill('no spaces allowed');
  await page.getByLabel(c.signIn.password, { exact: true }).fill('x');
  await page.getByLabel(c.signIn.code).fill('12');
  await page.getByRole('button', { name: c.signIn.submit }).click();
  await expect(page.getByLabel(c.signIn.code)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(c.signIn.name)).toHaveAttribute('aria-invalid', 'true');

  // A wrong code: one answer for name, password and code.
  await page.getByLabel(c.signIn.name).fill(first.name);
  await page.getByLabel(c.signIn.password, { exact: true }).fill(first.password);
  await page.getByLabel(c.signIn.code).fill('000000');
  await page.getByRole('button', { name: c.signIn.submit }).click();
  await expect(page.getByTestId('form-error')).toHaveText(c.signIn.wrong);

  await signIn(page, first);
  await expect(page.getByText(c.password.required.replace('{name}', first.name))).toBeVisible();
  await expectAxeClean(page);
  operators.admin = await changePassword(page, first, `admin-password-${tag}`);
  await expect(page).toHaveURL('/console/operators/');
  await expect(page.getByTestId('console-operator')).toHaveText(first.name);
  await expectAxeClean(page);

  await addOperator(page, 'finance', 'finance');
  await addOperator(page, 'finance2', 'finance');
  await addOperator(page, 'viewer', 'viewer');
  await expect(page.getByRole('list', { name: c.operators.list })).toContainText(names.viewer);

  expect(errors).toEqual([]);
});

test('finance sees the receipt, approves the recharge, and the buyer’s Mine shows the money', async ({
  browser,
  request,
}) => {
  const buyer = await newUser(request);
  const upload = await request.post('/api/common/uploadImages', {
    headers: { Authorization: `Bearer ${buyer.accessToken}` },
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG } },
  });
  const proofImage = ((await upload.json()) as { result: { url: string } }).result.url;
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: buyer.accessToken });
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: 4_321, accountId: bank.accounts[0]!.id, proofImage },
  });

  const page = await signedIn(browser, 'finance', '/console/recharges/');
  await expect(page).toHaveURL('/console/recharges/');
  const card = page.getByTestId(`application-${recharge.id}`);
  await expect(page.getByRole('listitem').filter({ has: card })).toContainText('CN¥43.21');
  const receipt = card.getByRole('img', { name: c.queue.receiptAlt.replace('{id}', String(recharge.id)) });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAxeClean(page);

  const item = page.getByRole('listitem').filter({ has: card });
  await item.getByRole('button', { name: c.decide.approve, exact: true }).click();
  await expect(page.getByRole('dialog', { name: c.decide.approveTitle })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('dialog').getByRole('button', { name: c.decide.approve }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.decide.approved);
  await expect(card).toHaveCount(0);

  const buyerPage = await (await browser.newContext()).newPage();
  await startLoggedIn(buyerPage, buyer);
  await buyerPage.goto('/en/mine/');
  await expect(buyerPage.getByTestId('balance-available')).toHaveText('CN¥43.21');
});

test('a viewer opens the queue without the buttons, and the API refuses the decision', async ({ browser, request }) => {
  const buyer = await newUser(request);
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: buyer.accessToken });
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: 500, accountId: bank.accounts[0]!.id },
  });
  const page = await signedIn(browser, 'viewer', '/console/recharges/');
  const card = page.getByTestId(`application-${recharge.id}`);
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: c.decide.approve, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: c.decide.reject, exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: c.navLabel })).not.toContainText(c.screens.operators);
  await expectAxeClean(page);

  const refused = await consoleApi(page, '/applications/decide', {
    type: 'recharge',
    id: recharge.id,
    decision: 'approve',
  });
  expect(refused.status).toBe(403);
  expect(refused.reason).toBe('role_forbidden');
});

test('a withdrawal above the threshold needs a second finance operator', async ({ browser, request }) => {
  const buyer = await newUser(request);
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: buyer.accessToken });
  const funding = await api<{ id: number }>(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: BIG + 100_000, accountId: bank.accounts[0]!.id },
  });
  await admin(request, '/applications/decide', { type: 'recharge', id: funding.id, decision: 'approve' });
  // The pay password's SMS code has its own budget: registering spent a register code (no wait).
  await api(request, 'GetMobileCodeModifyPayPwd', { token: buyer.accessToken });
  await api(request, 'ModifyPayPwd', { token: buyer.accessToken, body: { code: '123456', payPassword: '480126' } });
  await api(request, 'SaveUserBankInfo', {
    token: buyer.accessToken,
    body: { bankName: 'Bank of Test', holderName: 'Test User', cardNumber: '6011000990139424', payPassword: '480126' },
  });
  const withdrawal = await api<{ id: number }>(request, 'ApplyWithdraw', {
    token: buyer.accessToken,
    body: { amount: BIG, payPassword: '480126' },
  });

  // The first finance operator (signed in again in a new context: the code of the next step).
  const first = await (await browser.newContext()).newPage();
  await first.goto('/console/withdrawals/');
  await signIn(first, operators.finance!, Date.now() + 30_000);
  await expect(first).toHaveURL('/console/withdrawals/');
  const card = first.getByTestId(`application-${withdrawal.id}`);
  await expect(card).toContainText('**** **** **** 9424');
  const item = first.getByRole('listitem').filter({ has: card });
  await expect(item).toContainText('CN¥12,000.00');
  await expect(item.getByTestId('two-person')).toContainText(c.queue.noApprovalYet);
  // Issue 42: finance shows the whole account to pay it to (an audited read), then hides it again.
  await item.getByRole('button', { name: c.reveal.showLabel.replace('{what}', '') }).click();
  await expect(item.getByTestId(`account-${withdrawal.id}-whole`)).toHaveText('6011 0009 9013 9424');
  const audit = await first.request.get(`/api/console/audit?kind=withdraw.reveal&operator=${names.finance}`);
  const rows = ((await audit.json()) as { result: { items: { target: string }[] } }).result.items;
  expect(rows.map((r) => r.target)).toContain(`withdraw:${withdrawal.id}`);
  await item.getByRole('button', { name: c.reveal.hideLabel.replace('{what}', '') }).click();
  await expect(item.getByTestId(`account-${withdrawal.id}-whole`)).toHaveCount(0);
  await expect(card).toContainText('**** **** **** 9424');
  await item.getByRole('button', { name: c.decide.approve, exact: true }).click();
  await first.getByRole('dialog').getByRole('button', { name: c.decide.approve }).click();
  await expect(first.getByTestId('toast')).toHaveText(c.decide.awaitingSecond);
  await expect(item.getByTestId('two-person')).toContainText(names.finance);
  await expect(item.getByText(c.queue.ownFirst)).toBeVisible();
  await expect(item.getByRole('button', { name: c.decide.approve, exact: true })).toHaveCount(0);
  await expectAxeClean(first);
  // The server refuses the same operator's second approval too.
  const again = await consoleApi(first, '/applications/decide', {
    type: 'withdraw',
    id: withdrawal.id,
    decision: 'approve',
  });
  expect(again.status).toBe(409);
  expect(again.reason).toBe('own_approval');

  const second = await signedIn(browser, 'finance2', '/console/withdrawals/');
  const card2 = second.getByTestId(`application-${withdrawal.id}`);
  const item2 = second.getByRole('listitem').filter({ has: card2 });
  await expect(item2.getByTestId('two-person')).toContainText(names.finance);
  await item2.getByRole('button', { name: c.decide.approveSecond }).click();
  await expect(second.getByRole('dialog')).toContainText(c.decide.secondOfTwo);
  await second.getByRole('dialog').getByRole('button', { name: c.decide.approve }).click();
  await expect(second.getByTestId('toast')).toHaveText(c.decide.approved);
  await expect(card2).toHaveCount(0);
});

test('the audit log names each step, and an expired session comes back to the same screen', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/console/audit/');
  await signIn(page, operators.admin!, Date.now() + 30_000);
  await expect(page).toHaveURL('/console/audit/');
  const operatorsSeen = page.getByTestId('audit-operator');
  await expect(operatorsSeen.filter({ hasText: names.finance2 }).first()).toBeVisible();
  for (const n of [names.admin, names.finance])
    await expect(operatorsSeen.filter({ hasText: n }).first()).toBeVisible();
  await expectAxeClean(page);

  // Filtered by the second finance operator: only their rows.
  await page.getByLabel(c.audit.operator).fill(names.finance2);
  await page.getByRole('button', { name: c.table.apply }).click();
  await expect(page).toHaveURL(new RegExp(`operator=${names.finance2}`));
  // The URL changes a moment before the list's new read: poll until the rows are the filter's.
  await expect
    .poll(async () => {
      const seen = await operatorsSeen.allTextContents();
      return seen.length > 0 && seen.every((text) => text === names.finance2);
    })
    .toBe(true);
  // Issue 42 #7: the second approval's row says, in words, what moved and who approved it.
  const paid = page.getByRole('row').filter({ hasText: c.audit.actions.withdraw_approve });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText('CN¥12,000.00');
  await expect(paid).toContainText(
    c.audit.story.approvers.replace('{first}', names.finance).replace('{second}', names.finance2),
  );
  // Part of the name in another case finds the same operator (the filter was the whole name only).
  const part = names.finance2.slice(0, -2).toUpperCase();
  await page.getByLabel(c.audit.operator).fill(part);
  await page.getByRole('button', { name: c.table.apply }).click();
  await expect(page).toHaveURL(new RegExp(`operator=${encodeURIComponent(part)}`));
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText(names.finance2);

  // The session ends (cookie gone): the next read sends the operator to sign-in, and back here.
  await context.clearCookies();
  await page.getByRole('link', { name: c.screens.dashboard }).click();
  await expect(page).toHaveURL('/console/sign-in/');
  await page.goto(`/console/sign-in/?from=${encodeURIComponent(`/console/audit/?operator=${names.finance2}`)}`);
  // Another operator this time: the admin's next code is a time step away (a used code is refused).
  await signIn(page, operators.finance2!, Date.now() + 30_000);
  await expect(page).toHaveURL(`/console/audit/?operator=${names.finance2}`);
});

test('every other console screen has its states and nothing serious for axe', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const errors = collectErrors(page);
  await page.goto('/console/catalogue/');
  await signIn(page, operators.viewer!, Date.now() + 30_000);
  await expect(page).toHaveURL('/console/catalogue/');
  await expect(page.getByRole('heading', { level: 1, name: c.screens.catalogue })).toBeVisible();
  await expectAxeClean(page);
  for (const [path, screen] of [
    ['/console/refunds/', 'refunds'],
    ['/console/password/', 'account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: c.screens[screen] })).toBeVisible();
    await expectAxeClean(page);
  }
  expect(errors).toEqual([]);
});
