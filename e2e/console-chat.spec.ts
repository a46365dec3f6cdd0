// Chat moderation in the console (issue 23, docs/console.md): a support operator makes a group in
// the console and adds two buyers by phone; buyer A says something; support sees it (as text, not
// HTML) and deletes it after confirming, and buyer B's open chat loses it live without a reload; a
// viewer reads the same group without any button. Axe finds nothing serious; screenshots at
// 1280 × 800 and 390 × 844 in English and Chinese go to test-results/console-chat/.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './test';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { api, collectErrors, en, newUser, seriousViolations, startLoggedIn } from './helpers';

test.setTimeout(180_000);

const c = en.console.chat;
const OUT = path.join('test-results', 'console-chat');
const tag = Date.now().toString(36);

type Session = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** An operator of `role` made through the token API (the CLI's call), signed in once in the console. */
async function operatorSession(browser: Browser, request: Parameters<typeof admin>[0], role: string): Promise<Session> {
  const op = await admin<Operator>(request, '/operators/add', { name: `chat-${role}-${tag}`, role });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/console/');
  await signIn(page, op);
  await changePassword(page, op, `chat-${role}-password-${tag}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

const messageArticle = (page: Page, text: string) =>
  page.getByRole('list', { name: c.messagesTitle }).locator('article').filter({ hasText: text });

test('support deletes a buyer’s message in the console and it leaves the buyers’ chat live; a viewer cannot', async ({
  browser,
  request,
}) => {
  const support = await operatorSession(browser, request, 'support');
  const viewer = await operatorSession(browser, request, 'viewer');
  const a = await newUser(request);
  const b = await newUser(request);

  // Support: a new group, the two buyers added by their full phone numbers.
  const supportCtx = await browser.newContext({ storageState: support });
  const console_ = await supportCtx.newPage();
  const errors = collectErrors(console_);
  await console_.goto('/console/chat/');
  await expect(console_.getByRole('heading', { level: 1, name: en.console.screens.chat })).toBeVisible();
  const groupName = `Moderated ${randomUUID().slice(0, 6)}`;
  await console_.getByLabel(c.groupName).fill(groupName);
  await console_.getByRole('button', { name: c.addGroupSubmit }).click();
  await expect(console_).toHaveURL(/[?&]group=\d+/);
  const groupId = Number(new URL(console_.url()).searchParams.get('group'));
  await expect(console_.getByRole('heading', { name: c.membersTitle.replace('{name}', groupName) })).toBeVisible();
  await expect(console_.getByText(c.noMembers)).toBeVisible();
  await expect(console_.getByText(c.noMessages)).toBeVisible();
  for (const phone of [a.phone, b.phone]) {
    await console_.getByLabel(c.phone, { exact: true }).fill(phone);
    await console_.getByRole('button', { name: c.addMemberSubmit }).click();
    await expect(console_.getByRole('list', { name: c.members })).toContainText(phone);
  }
  expect(await seriousViolations(console_)).toEqual([]);

  // Buyer B has the group open.
  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  await startLoggedIn(buyer, b);
  await buyer.goto(`/en/group-chat/?id=${groupId}`);
  await expect(buyer.getByTestId('connection-status')).toContainText(en.chat.state.live);
  const log = buyer.getByRole('log', { name: en.chat.historyLabel });

  // Buyer A says two things (through the API, as the chat screen sends them).
  const say = (text: string) =>
    api<{ id: number }>(request, 'chatSend', {
      token: a.accessToken,
      body: { groupId, clientId: `e2e-${randomUUID()}`, text },
    });
  await say('Welcome, everyone');
  const doomed = '<b>Buy fakes here</b>';
  await say(doomed);
  await expect(log.getByText(doomed, { exact: true })).toBeVisible();

  // Support reads the group again and sees both, newest first, the HTML-looking one as text.
  await console_.reload();
  const row = messageArticle(console_, doomed);
  await expect(row).toBeVisible();
  await expect(row.locator('b')).toHaveCount(0);
  const texts = await console_
    .getByRole('list', { name: c.messagesTitle })
    .locator('article p:nth-child(2)')
    .allInnerTexts();
  expect(texts).toEqual([doomed, 'Welcome, everyone']);

  // Delete asks first; Cancel keeps it.
  await row.getByRole('button', { name: c.delete }).click();
  const dialog = console_.getByRole('dialog', { name: c.confirmDelete });
  await expect(dialog).toContainText(doomed);
  expect(await seriousViolations(console_)).toEqual([]);
  await dialog.getByRole('button', { name: en.ui.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: c.delete }).click();
  await console_.getByRole('dialog', { name: c.confirmDelete }).getByRole('button', { name: c.delete }).click();
  await expect(console_.getByText(c.deleted)).toBeVisible();
  await expect(messageArticle(console_, doomed)).toHaveCount(0);
  await expect(messageArticle(console_, 'Welcome, everyone')).toBeVisible();

  // Buyer B's open chat drops it live (no reload); the other message stays.
  await expect(log.getByText(doomed, { exact: true })).toHaveCount(0);
  await expect(log.getByText('Welcome, everyone')).toBeVisible();

  // A viewer reads the group (phones masked) without Add or Delete.
  const viewerCtx = await browser.newContext({ storageState: viewer });
  const view = await viewerCtx.newPage();
  await view.goto(`/console/chat/?group=${groupId}`);
  await expect(messageArticle(view, 'Welcome, everyone')).toBeVisible();
  await expect(view.getByRole('button', { name: c.delete })).toHaveCount(0);
  await expect(view.getByRole('button', { name: c.addGroupSubmit })).toHaveCount(0);
  await expect(view.getByRole('button', { name: c.addMemberSubmit })).toHaveCount(0);
  await expect(view.getByRole('list', { name: c.members })).not.toContainText(a.phone);
  await expect(view.getByRole('list', { name: c.members })).toContainText('****');
  expect(await seriousViolations(view)).toEqual([]);
  expect(errors).toEqual([]);
  await viewerCtx.close();
  await buyerCtx.close();
  await supportCtx.close();

  // Screenshots of the group as support sees it.
  mkdirSync(OUT, { recursive: true });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (const locale of ['en', 'zh-CN']) {
      const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, locale, storageState: support });
      const page = await context.newPage();
      await page.goto(`/console/chat/?group=${groupId}`);
      await expect(page.locator('article').filter({ hasText: 'Welcome, everyone' })).toBeVisible();
      await expect(page.getByTestId('skeleton')).toHaveCount(0);
      expect(await seriousViolations(page), `${size.width} ${locale}`).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `chat-${size.width}-${locale}.png`), fullPage: true });
      await context.close();
    }
  }
});
