// Keyboard only (issue 14): after the first page.goto, three journeys use nothing but
// page.keyboard (Tab, Shift+Tab, Enter, Space, typing), and every Tab stop shows a visible focus
// ring (computed style, e2e/keyboard-helpers.ts). Login by password from the login screen; buy an
// item from the goods list through the confirm dialog (focus moves into it, stays inside on Tab,
// Escape closes it and focus returns to Buy); report a recharge with its receipt attached through
// the file chooser. Each result is checked through the API.
import { expect, test, type FileChooser, type Page } from './test';
import { addItem, focusStop, fundedUser, openWindow, tabTo } from './a11y-helpers';
import { api, DEMO, demoTokens, en, heading, newUser, PAY_PASSWORD, startLoggedIn, title } from './helpers';

/** A 1×1 PNG: the server judges uploads by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** True when the focused element is inside the open modal dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

test('login by keyboard: phone, password mode, password, submit with Enter', async ({ page, request }) => {
  await page.goto('/en/login/');
  await expect(heading(page)).toHaveText(title('login'));
  const phone = page.getByLabel(en.session.phone);
  await expect(phone).toBeVisible();

  await tabTo(page, phone);
  await page.keyboard.type(DEMO.phone);
  // The mode switch sits under the form: past Get code, Log in and the agreement links.
  await tabTo(page, page.getByRole('button', { name: en.session.withPassword }));
  await page.keyboard.press('Enter');
  // The same button now offers the code again, and keeps the focus.
  const back = page.getByRole('button', { name: en.session.withCode });
  await expect(back).toBeFocused();
  const password = page.getByLabel(en.session.password, { exact: true });
  await tabTo(page, password, { back: true });
  await page.keyboard.type(DEMO.password);
  const submit = page.getByRole('button', { name: en.session.submit, exact: true });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expect(heading(page)).toHaveText(title('home'));
  const access = await stored(page, 'accessToken');
  expect(access).toBeTruthy();
  // The phone comes back masked: compare the user with the demo user's own login.
  const me = await api<{ id: number }>(request, 'getInfo', { token: access! });
  const demo = await api<{ id: number }>(request, 'getInfo', { token: (await demoTokens(request)).accessToken });
  expect(me.id).toBe(demo.id);
});

test('buy by keyboard: list → detail → Buy → confirm dialog (focus trapped, Escape returns it) → Pay', async ({
  page,
  request,
}) => {
  await openWindow(request);
  const item = await addItem(request, 'E2E keyboard vase');
  const buyer = await fundedUser(request);
  await startLoggedIn(page, buyer);

  await page.goto('/en/goods/');
  // The list is newest first: the new item is on the first page, past the type chips.
  const card = page.getByRole('link', { name: new RegExp(item.name) });
  await expect(card).toBeVisible();
  await tabTo(page, card, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/goods/detail/\\?id=${item.id}$`));
  const bar = page.getByTestId('buy-bar');
  await expect(bar).toHaveAttribute('data-state', 'ready');

  const buy = page.getByTestId('buy-button');
  await tabTo(page, buy, { max: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: en.detail.confirmTitle });
  await expect(dialog).toBeVisible();
  // Opening moved the focus into the dialog, with a visible ring.
  await expect.poll(() => focusInDialog(page)).toBe(true);
  expect((await focusStop(page)).ring).not.toBe('');
  // Tab and Shift+Tab go round inside it (more presses than it has controls), never behind it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDialog(page), `focus stays in the dialog after ${key}`).toBe(true);
    expect((await focusStop(page)).ring).not.toBe('');
  }
  // Escape closes it and gives the focus back to Buy.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();
  expect((await focusStop(page)).ring).not.toBe('');

  // Again, this time to pay: Enter on Buy, Tab to Pay, Enter, then the pay password typed on the
  // keyboard into the PIN pad (its first key has the focus, with a visible ring).
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: /^Pay / }), { max: 8 });
  await page.keyboard.press('Enter');
  const pad = page.getByRole('group', { name: en.detail.pinTitle });
  await expect(pad.getByRole('button', { name: '1', exact: true })).toBeFocused();
  expect((await focusStop(page)).ring).not.toBe('');
  await page.keyboard.type(PAY_PASSWORD);
  await expect(bar.getByRole('alert')).toContainText('Bought.');
  await expect(dialog).toBeHidden();

  const orders = await api<{ items: { productId: number }[] }>(request, 'orderList', {
    token: buyer.accessToken,
    body: { page: 1, pageSize: 50 },
  });
  expect(orders.items.filter((o) => o.productId === item.id)).toHaveLength(1);
});

/**
 * The next file chooser, listened for well before the key that opens it. Playwright turns on the
 * chooser's interception when the first listener is added, without waiting for it; a Space pressed
 * right after could reach the page first and open the native picker unseen (no event, the test's
 * time-out: "recharge by keyboard" failed this way on a busy machine, both tests in one run).
 */
function fileChooser(page: Page): Promise<FileChooser> {
  return page.waitForEvent('filechooser');
}

test('recharge by keyboard: amount, receipt through the file chooser, submit', async ({ page, request }) => {
  const user = await newUser(request);
  await startLoggedIn(page, user);
  const chooser = fileChooser(page);
  await page.goto('/en/mine/recharge/');
  await expect(heading(page)).toHaveText(en.routes.recharge);
  const amount = page.getByLabel(en.recharge.amount);
  await expect(amount).toBeVisible();

  await tabTo(page, amount);
  await page.keyboard.type('88.5');
  // The receipt's add button is a file input drawn as a tile: Tab reaches it, Space opens the picker.
  const add = page.getByTestId('upload-input');
  await tabTo(page, add);
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: en.recharge.submit }));
  const applied = page.waitForResponse((r) => r.url().includes('/applyRecharge'));
  await page.keyboard.press('Enter');
  // Waits on the events (the answer, then the navigation), not on a 5 s expect: on a cold,
  // loaded machine the first submit also loads the schemas' chunk.
  expect((await applied).ok()).toBe(true);
  await page.waitForURL('/en/mine/recharge/record/');
  const records = await api<{ items: { amount: number; proofImage: string | null; status: string }[] }>(
    request,
    'RechargePage',
    { token: user.accessToken, body: { page: 1, pageSize: 10 } },
  );
  expect(records.items).toHaveLength(1);
  expect(records.items[0]).toMatchObject({ amount: 8_850, status: 'pending' });
  expect(records.items[0]!.proofImage).toBeTruthy();
});

// Issue 27: "recharge by keyboard" timed out once on a fresh clone and passed on retry. Submit
// was pressed as the receipt finished uploading, but the form still held "uploading" (it learns
// the upload's state one render later), so it answered "wait until the receipt has been
// uploaded" and sent nothing: the test, like a user, waited for a screen that never came. Here
// the upload is held on purpose until Submit has been pressed; the form must send once the
// receipt is stored instead of refusing.
test('recharge by keyboard: Submit pressed while the receipt uploads sends once it is stored', async ({
  page,
  request,
}) => {
  const user = await newUser(request);
  await startLoggedIn(page, user);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let uploadStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    uploadStarted = resolve;
  });
  await page.route('**/api/common/uploadImages', async (route) => {
    uploadStarted();
    await held;
    await route.continue();
  });
  const chooser = fileChooser(page);
  await page.goto('/en/mine/recharge/');
  await expect(heading(page)).toHaveText(en.routes.recharge);
  const amount = page.getByLabel(en.recharge.amount);
  await expect(amount).toBeVisible();

  await tabTo(page, amount);
  await page.keyboard.type('12');
  await tabTo(page, page.getByTestId('upload-input'));
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await started;
  // The focus did not fall to the page when the add tile hid: it is on the new photo's Remove.
  await expect.soft(page.getByRole('button', { name: en.ui.uploadRemove.replace('{index}', '1') })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: en.recharge.submit }));
  await page.keyboard.press('Enter');
  const applied = page.waitForResponse((r) => r.url().includes('/applyRecharge'));
  release();
  expect((await applied).ok()).toBe(true);
  await page.waitForURL('/en/mine/recharge/record/');
  const records = await api<{ items: { amount: number; proofImage: string | null }[] }>(request, 'RechargePage', {
    token: user.accessToken,
    body: { page: 1, pageSize: 10 },
  });
  expect(records.items).toHaveLength(1);
  expect(records.items[0]!.amount).toBe(1_200);
  expect(records.items[0]!.proofImage).toBeTruthy();
});
