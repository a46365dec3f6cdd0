// Money screens against the real server: a recharge with its receipt approved by the operator CLI,
// a withdrawal refused for a wrong pay password then held and rejected, the upload widget's
// limits, and axe on every money screen in en and zh-CN.
import { expect, test, type APIRequestContext, type Page } from './test';
import {
  api,
  axe,
  operator,
  en,
  heading,
  messages,
  newUser,
  SMS_CODE,
  seriousViolations,
  startLoggedIn,
  type Tokens,
} from './helpers';

const zh = messages('zh-CN');

/** A 1×1 PNG: the server judges uploads by their content, so the receipt must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name = 'receipt.png') => ({ name, mimeType: 'image/png', buffer: PNG });

/** The app comes back to the front (what a user does after switching apps). */
const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

function countUploads(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/common/uploadImages')) n += 1;
  });
  return () => n;
}

async function userId(request: APIRequestContext, tokens: Tokens): Promise<number> {
  return (await api<{ id: number }>(request, 'getInfo', { token: tokens.accessToken })).id;
}

/** The user's one pending application of `type` (as the operator's queue lists it). */
async function pendingOf(request: APIRequestContext, type: 'recharge' | 'withdraw', user: number) {
  const list = await operator(request, 'applicationList', { type, status: 'pending' });
  const mine = list.filter((a) => a.userId === user);
  expect(mine).toHaveLength(1);
  return mine[0]!;
}

// The user of the withdrawal, registered when the file starts.
let payUser: (Tokens & { phone: string }) | undefined;
test.beforeAll(async ({ request }) => {
  payUser = await newUser(request);
});

test('a recharge with its receipt is credited when the operator approves it, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await newUser(request);
  const id = await userId(request, user);
  await startLoggedIn(page, user);
  const uploads = countUploads(page);

  await page.goto('/en/mine/recharge/');
  await expect(heading(page)).toHaveText(en.routes.recharge);
  await expect(page.getByTestId('account-number')).toHaveText(/^[\d ]+$/);
  await page.getByLabel(en.recharge.amount).fill('123.45');
  await page.getByTestId('upload-input').setInputFiles(png());
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  expect(uploads()).toBe(1);
  // One receipt: the add button is gone.
  await expect(page.getByTestId('upload-input')).toHaveCount(0);
  await page.getByRole('button', { name: en.recharge.submit }).click();

  await expect(page).toHaveURL('/en/mine/recharge/record/');
  const row = page.getByTestId('recharge-row').first();
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('CN¥123.45');
  await expect(row).toContainText(en.recharge.status.pending);

  // To the wallet (in-app): nothing credited yet.
  await page.goto('/en/wallet/');
  await expect(page.getByTestId('balance-available')).toHaveText('CN¥0.00');
  await expect(page.getByRole('heading', { name: en.wallet.emptyTitle })).toBeVisible();

  const application = await pendingOf(request, 'recharge', id);
  expect(application.amount).toBe(12_345);
  await operator(request, 'decideApplication', { type: 'recharge', id: application.id, decision: 'approve' });

  await refocus(page);
  await expect(page.getByTestId('balance-available')).toHaveText('CN¥123.45', { timeout: 5_000 });
  const entry = page.getByTestId('ledger-row').first();
  await expect(entry).toHaveAttribute('data-kind', 'recharge');
  await expect(entry).toContainText('+CN¥123.45');

  await page.getByRole('link', { name: en.routes.rechargeRecord }).click();
  await expect(page.getByTestId('recharge-row').first()).toHaveAttribute('data-status', 'approved');
});

test('the receipt upload: oversize is refused unsent, one image only, a refused file shows the server message', async ({
  page,
  request,
}) => {
  const user = await newUser(request);
  await startLoggedIn(page, user);
  const uploads = countUploads(page);
  await page.goto('/en/mine/recharge/');
  const input = page.getByTestId('upload-input');

  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByTestId('toast')).toHaveText(en.errors.exceedsSizeLimit);
  expect(uploads()).toBe(0);
  await expect(page.getByRole('list', { name: 'Images, 0 of 1' })).toBeVisible();

  // The server's own words for a file that is not an image.
  const refused = await request.post('/api/common/uploadImages', {
    headers: { Authorization: `Bearer ${user.accessToken}` },
    multipart: { file: { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') } },
  });
  const serverMessage = ((await refused.json()) as { message: string }).message;
  expect(serverMessage.length).toBeGreaterThan(0);
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByTestId('toast')).toHaveText(serverMessage);
  await expect(page.getByText(en.ui.uploadFailed)).toBeVisible();
  expect(uploads()).toBe(1);
  await page.getByRole('button', { name: 'Remove image 1' }).click();

  // The receipt is one image: once it is there, the add button is gone and no second can be added.
  // (Up to 9 at once with `multiple` is the kit's own test, components/ui/upload-field.test.tsx.)
  await expect(page.getByTestId('upload-input')).not.toHaveAttribute('multiple');
  await page.getByTestId('upload-input').setInputFiles(png());
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Images, 1 of 1' })).toBeVisible();
  await expect(page.getByTestId('upload-input')).toHaveCount(0);
  await expect(page.getByText(en.ui.uploadAdd)).toHaveCount(0);
  expect(uploads()).toBe(2);
});

test('a withdrawal: a wrong pay password is refused, the right one holds the money, a rejection returns it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const user = payUser!;
  const id = await userId(request, user);
  // Money in: a recharge approved by the operator.
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: user.accessToken,
    body: { amount: 20_000, accountId: 1 },
  });
  await operator(request, 'decideApplication', { type: 'recharge', id: recharge.id, decision: 'approve' });
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
  await expect(page.getByTestId('withdraw-card')).toHaveText('**** **** **** 9424');
  await expect(page.getByTestId('withdraw-available')).toHaveText('CN¥200.00');

  await page.getByLabel(en.withdraw.amount).fill('80');
  const pay = page.getByLabel(en.withdraw.payPassword);
  await pay.fill('111111');
  await page.getByRole('button', { name: en.withdraw.submit, exact: true }).click();
  await expect(pay).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await pay.getAttribute('aria-describedby'))!.split(' ')[0]!;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(en.reasons.wrong_pay_password);
  await expect(page.getByTestId('withdraw-held')).toHaveText('CN¥0.00');

  await pay.fill('480126');
  await page.getByRole('button', { name: en.withdraw.submit, exact: true }).click();
  await expect(page).toHaveURL('/en/wallet/');
  await expect(page.getByTestId('balance-available')).toHaveText('CN¥120.00');
  await expect(page.getByTestId('balance-held')).toHaveText('CN¥80.00');
  const hold = page.getByTestId('ledger-row').first();
  await expect(hold).toHaveAttribute('data-kind', 'withdraw_hold');
  await expect(hold).toContainText('−CN¥80.00');
  await expect(hold).toContainText(en.wallet.statusHeld);

  const application = await pendingOf(request, 'withdraw', id);
  await operator(request, 'decideApplication', {
    type: 'withdraw',
    id: application.id,
    decision: 'reject',
    reasonCode: 'card_mismatch',
    reason: 'Name differs',
  });
  await refocus(page);
  await expect(page.getByTestId('balance-available')).toHaveText('CN¥200.00', { timeout: 5_000 });
  await expect(page.getByTestId('balance-held')).toHaveText('CN¥0.00');
  const rows = page.getByTestId('ledger-row');
  await expect(rows.first()).toHaveAttribute('data-kind', 'withdraw_release');
  // The rejected withdrawal's own row no longer says "Held".
  await expect(rows.nth(1)).toHaveAttribute('data-kind', 'withdraw_hold');
  await expect(rows.nth(1)).toContainText(en.wallet.statusRejected);
  await expect(rows.nth(1)).not.toContainText(en.wallet.statusHeld);

  // The history, from the wallet: the application with its card and the reason in words.
  await page.getByRole('link', { name: en.wallet.historyLink }).click();
  await expect(heading(page)).toHaveText(en.routes.walletHistory);
  const row = page.getByTestId('application-row').first();
  await expect(row).toHaveAttribute('data-status', 'rejected');
  await expect(row).toContainText('CN¥80.00');
  await expect(row).toContainText('**** **** **** 9424');
  await expect(row.getByTestId('rejection-reason')).toHaveText(
    en.wallet.history.reason.replace('{reason}', en.wallet.rejection.card_mismatch),
  );
  await expect(row).not.toContainText('Name differs');
  await page.getByRole('button', { name: en.wallet.history.refunds }).click();
  await expect(page).toHaveURL('/en/wallet/history/?type=refund');
  await expect(page.getByRole('heading', { name: en.wallet.history.emptyRefundTitle })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: en.wallet.history.refunds })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/zh-CN/wallet/history/');
  await expect(page.getByTestId('rejection-reason')).toHaveText(
    zh.wallet.history.reason.replace('{reason}', zh.wallet.rejection.card_mismatch),
  );
  expect(await seriousViolations(page, axe(page))).toEqual([]);
});

test('a withdrawal without a card points to the bank card screen', async ({ page, request }) => {
  const user = await newUser(request);
  await startLoggedIn(page, user);
  await page.goto('/zh-CN/wallet/withdraw/');
  await expect(page.getByRole('heading', { name: zh.withdraw.noCardTitle })).toBeVisible();
  await page.getByRole('link', { name: zh.withdraw.addCard }).click();
  await expect(page).toHaveURL('/zh-CN/mine/bank/');
});

// Axe on each money screen in every locale: e2e/a11y.spec.ts (the sweep of every route).
