// The account screens against the real server: addresses, pay password, login password,
// nickname, identity, invitation QR code and team, and axe on each screen in en and zh-CN.
import { expect, test, type Page } from './test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import {
  api,
  collectErrors,
  en,
  freshPhone,
  heading,
  messages,
  newUser,
  SMS_CODE,
  startLoggedIn,
  title,
  type Tokens,
} from './helpers';

const zh = messages('zh-CN');
const exact = { exact: true };

interface Info {
  nickname: string;
  invitationCode: string;
  hasPayPassword: boolean;
  identityStatus: string;
}

const info = (request: Parameters<typeof api>[0], token: string) => api<Info>(request, 'getInfo', { token });

/** The error text tied to an input (its first aria-describedby id), once it is marked invalid. */
async function errorOf(page: Page, label: string) {
  const input = page.getByLabel(label, exact);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const id = (await input.getAttribute('aria-describedby'))!.split(' ')[0]!;
  return page.locator(`[id="${id}"]`);
}

/** Reads the QR canvas's pixels in the page and decodes them here. */
async function decodeQr(page: Page): Promise<string | null> {
  const canvas = page.getByTestId('invite-qr');
  await expect(canvas).toBeVisible();
  const pixels = await canvas.evaluate((node) => {
    const c = node as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data ?? null;
}

// The user who sets a pay password (by SMS code) below.
let payUser: Tokens;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  payUser = await newUser(request);
  await request.dispose();
});

test('addresses: add, edit, choose the default, delete', async ({ page, request }) => {
  const errors = collectErrors(page);
  const user = await newUser(request);
  await startLoggedIn(page, user);
  const t = en.addresses;
  await page.goto('/en/mine/addresses/');
  await expect(heading(page)).toHaveText(title('addresses'));
  await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible();

  // The first address: required fields are checked before anything is sent.
  await page.getByRole('link', { name: t.add }).click();
  await expect(heading(page)).toHaveText(title('addressAdd'));
  await page.getByRole('button', { name: t.save }).click();
  await expect(await errorOf(page, t.name)).toHaveText(en.rules.required);
  await page.getByLabel(t.name, exact).fill('Li Lei');
  await page.getByLabel(t.phone, exact).fill('12');
  await page.getByLabel(t.region, exact).fill('Shanghai Pudong');
  await page.getByLabel(t.detail, exact).fill('88 Century Avenue');
  await page.getByRole('button', { name: t.save }).click();
  await expect(await errorOf(page, t.phone)).toHaveText(en.rules.phone);
  await page.getByLabel(t.phone, exact).fill('+86 138 0013 8000');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL('/en/mine/addresses/');
  const cards = page.getByTestId('address');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Li Lei');
  await expect(cards.first()).toContainText(t.default);

  // A second one, not the default.
  await page.getByRole('link', { name: t.add }).click();
  await page.getByLabel(t.name, exact).fill('Han Meimei');
  await page.getByLabel(t.phone, exact).fill('13900139000');
  await page.getByLabel(t.region, exact).fill('Beijing Chaoyang');
  await page.getByLabel(t.detail, exact).fill('1 Guanghua Road');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL('/en/mine/addresses/');
  await expect(cards).toHaveCount(2);
  const han = cards.filter({ hasText: 'Han Meimei' });
  await expect(han).not.toContainText(t.default);

  // Choose it as the default: it moves first and carries the tag; the other loses it.
  await han.getByRole('button', { name: t.makeDefaultFor.replace('{name}', 'Han Meimei') }).click();
  await expect(cards.first()).toContainText('Han Meimei');
  await expect(cards.first()).toContainText(t.default);
  await expect(cards.filter({ hasText: 'Li Lei' })).not.toContainText(t.default);

  // Edit it.
  await han.getByRole('link', { name: t.editFor.replace('{name}', 'Han Meimei') }).click();
  await expect(heading(page)).toHaveText(t.editTitle);
  await expect(page.getByLabel(t.detail, exact)).toHaveValue('1 Guanghua Road');
  await page.getByLabel(t.detail, exact).fill('2 Guanghua Road, 5F');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL('/en/mine/addresses/');
  await expect(cards.first()).toContainText('2 Guanghua Road, 5F');

  // Delete the other, after the confirm dialog (Cancel first keeps it).
  const li = cards.filter({ hasText: 'Li Lei' });
  await li.getByRole('button', { name: t.deleteFor.replace('{name}', 'Li Lei') }).click();
  const dialog = page.getByRole('dialog', { name: t.deleteTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: en.ui.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);
  await li.getByRole('button', { name: t.deleteFor.replace('{name}', 'Li Lei') }).click();
  await dialog.getByRole('button', { name: t.delete }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Han Meimei');
  const left = await api<{ name: string }[]>(request, 'GetAddressList', { token: user.accessToken });
  expect(left.map((a) => a.name)).toEqual(['Han Meimei']);
  expect(errors).toEqual([]);
});

test('the pay password is set with an SMS code', async ({ page, request }) => {
  // One code per phone and purpose per SMS_RESEND_S: registering spent a register code, not a
  // pay_password one (server/sms/codes.ts), so no wait.
  const user = payUser;
  await startLoggedIn(page, user);
  const t = en.account;
  await page.goto('/en/mine/pay-password/');
  await expect(heading(page)).toHaveText(title('payPassword'));
  await expect(page.getByTestId('pay-password-state')).toHaveText(t.payPasswordNotSet);
  await page.getByRole('button', { name: en.ui.getCode }).click();
  await expect(page.getByRole('button', { name: /\d+s$/ })).toBeDisabled();
  await page.getByLabel(t.smsCode, exact).fill(SMS_CODE);
  await page.getByLabel(t.newPayPassword, exact).fill('135790');
  await page.getByLabel(t.repeatPayPassword, exact).fill('135791');
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(await errorOf(page, t.repeatPayPassword)).toHaveText(t.repeatMismatch);
  await page.getByLabel(t.repeatPayPassword, exact).fill('135790');
  await page.getByRole('button', { name: t.save, exact: true }).click();
  // Opened directly, so done goes to Settings, which says it is set.
  await expect(page).toHaveURL('/en/mine/settings/');
  await expect(page.getByRole('link', { name: new RegExp(t.payPassword) })).toContainText(t.payPasswordSet);
  expect((await info(request, user.accessToken)).hasPayPassword).toBe(true);
});

test('changing the login password: the new one logs in, the old one no longer does', async ({ page, request }) => {
  const user = await newUser(request);
  await startLoggedIn(page, user);
  const t = en.account;
  await page.goto('/en/mine/security/');
  await expect(heading(page)).toHaveText(title('security'));
  await page.getByLabel(t.oldPassword, exact).fill('not-my-password');
  await page.getByLabel(t.newPassword, exact).fill('Fresh-Granite-72');
  await page.getByLabel(t.repeatPassword, exact).fill('Fresh-Granite-72');
  await page.getByRole('button', { name: t.passwordSubmit }).click();
  await expect(await errorOf(page, t.oldPassword)).toHaveText(en.reasons.wrong_password);
  await page.getByLabel(t.oldPassword, exact).fill(user.password);
  await page.getByRole('button', { name: t.passwordSubmit }).click();
  await expect(page).toHaveURL('/en/mine/settings/');
  const fresh = await api<Tokens>(request, 'login', { body: { phone: user.phone, password: 'Fresh-Granite-72' } });
  expect(fresh.accessToken).toBeTruthy();
  await expect(api(request, 'login', { body: { phone: user.phone, password: user.password } })).rejects.toThrow(
    /login: 4\d\d/,
  );
});

test('a new nickname shows on Settings; an identity submission shows as under review, masked', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const user = await newUser(request);
  await startLoggedIn(page, user);
  const t = en.account;
  await page.goto('/en/mine/settings/');
  await expect(heading(page)).toHaveText(title('settings'));
  await page.getByRole('link', { name: new RegExp(t.nickname) }).click();
  await expect(heading(page)).toHaveText(title('nickname'));
  await page.getByLabel(t.nickname, exact).fill('Jade Hunter');
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page).toHaveURL('/en/mine/settings/');
  await expect(page.getByTestId('settings-nickname')).toHaveText('Jade Hunter');
  await expect(page.getByTestId('identity-status')).toHaveText(t.identityStatus.none);

  await page.getByRole('link', { name: new RegExp(t.identity) }).click();
  await expect(heading(page)).toHaveText(title('identity'));
  // Without a photo the form says so under the photo and sends nothing.
  await page.getByLabel(t.realName, exact).fill('Li Lei');
  await page.getByLabel(t.idNumber, exact).fill('e1234 5678');
  await page.getByRole('button', { name: t.identitySubmit }).click();
  await expect(page.getByTestId('upload-frontImage').getByTestId('field-error')).toHaveText(en.rules.uploaded_image);
  const photo = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#8899aa' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('upload-frontImage')
    .locator('input[type=file]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByTestId('upload-frontImage').locator('[data-status="success"]')).toBeVisible();
  await page.getByRole('button', { name: t.identitySubmit }).click();
  await expect(page.getByTestId('identity-status')).toHaveText(t.identityStatus.pending);
  await expect(page.getByTestId('id-number')).toHaveText('*****5678');
  await expect(page.getByText('E12345678')).toHaveCount(0);
  expect((await info(request, user.accessToken)).identityStatus).toBe('pending');

  await page.goto('/zh-CN/mine/settings/');
  await expect(page.getByTestId('identity-status')).toHaveText(zh.account.identityStatus.pending);
  expect(errors).toEqual([]);
});

test('Mine and Settings ask the same question before logging out; Cancel stays, Log out ends the session', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const user = await newUser(request);
  await startLoggedIn(page, user);
  const logOut = page.getByRole('button', { name: en.session.logout });
  const ask = page.getByRole('dialog', { name: en.session.logoutTitle });
  const token = () => page.evaluate(() => localStorage.getItem('accessToken'));

  for (const screen of ['mine', 'settings'] as const) {
    await page.goto(screen === 'mine' ? '/en/mine/' : '/en/mine/settings/');
    await expect(heading(page)).toHaveText(title(screen));
    await logOut.click();
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(en.session.logoutBody);
    await ask.getByRole('button', { name: en.ui.cancel }).click();
    await expect(ask).toBeHidden();
    await expect(logOut).toBeFocused();
    expect(await token(), screen).toBeTruthy();
  }

  // Still on Settings: this time log out.
  await logOut.click();
  await ask.getByRole('button', { name: en.session.logout }).click();
  await expect(heading(page)).toHaveText(title('home'));
  expect(await token()).toBeNull();
  const res = await request.get('/api/front/getInfo', { headers: { Authorization: `Bearer ${user.accessToken}` } });
  expect(res.status()).toBe(401);
  expect(errors).toEqual([]);
});

test('the invite QR code decodes to the invite link; who registers with it joins my team', async ({
  page,
  request,
  browser,
}) => {
  const errors = collectErrors(page);
  const inviter = await newUser(request);
  const { invitationCode } = await info(request, inviter.accessToken);
  await startLoggedIn(page, inviter);
  await page.goto('/en/mine/invite/');
  await expect(heading(page)).toHaveText(title('invite'));
  await expect(page.getByTestId('invite-code')).toHaveText(invitationCode);
  const origin = new URL(page.url()).origin;
  const link = `${origin}/#/pages/register/register?invitationCode=${invitationCode}`;
  await expect(page.getByTestId('invite-link')).toHaveText(link);
  expect(await decodeQr(page)).toBe(link);

  // Save image downloads the canvas as a PNG.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en.invite.saveImage }).click();
  expect((await download).suggestedFilename()).toBe(`gavel-invite-${invitationCode}.png`);

  // The full-size QR page carries the same link.
  await page.getByRole('link', { name: en.invite.openQr }).click();
  await expect(heading(page)).toHaveText(title('inviteQrcode'));
  expect(await decodeQr(page)).toBe(link);

  // Before anyone joins, the team is empty.
  await page.goto('/en/mine/team/');
  await expect(page.getByRole('heading', { name: en.team.emptyTitle })).toBeVisible();

  // A visitor opening the link lands on Register with the code (saved by the entry script).
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto(link);
  await expect(tab).toHaveURL(new RegExp(`/register/\\?invitationCode=${invitationCode}$`));
  expect(await tab.evaluate(() => localStorage.getItem('invitationCode'))).toBe(invitationCode);
  await visitor.close();

  // They register with it (through the API) and appear in my team and my invitations.
  const phone = freshPhone();
  await api(request, 'getMobileCodeRegist', { query: { phone } });
  await api(request, 'register', { body: { phone, code: SMS_CODE, password: 'e2e-password-1', invitationCode } });
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  await page.reload();
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  await expect(page.getByTestId('team-member')).toContainText(masked);
  await expect(page.getByTestId('team-total')).toHaveText('1 person joined with your code');
  await page.goto('/en/mine/invite/info/');
  await expect(page.getByTestId('invited-count')).toHaveText('1');
  await expect(page.getByTestId('team-member')).toContainText(masked);
  expect(errors).toEqual([]);
});

// Axe on each of these screens in every locale: e2e/a11y.spec.ts (the sweep of every route).
