// Offline promises of issue 37 #4 (docs/pwa.md "Last seen, offline"): a chat seen before shows its
// messages offline under the one "as of" line, not "Something went wrong", and after reconnecting
// names its group with no error left; an item says its bidding window cannot be checked (not
// "Checking…" for ever) and shows the heart it last knew; the recharge page's bank details open.
// Screenshots of each screen offline, 390 × 844, in en and zh-CN (test-results/offline-seen-more/).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from './test';
import { addItem, fundedUser } from './a11y-helpers';
import { CLI, collectErrors, messages, newUser, startLoggedIn } from './helpers';
import { goOffline, waitForServiceWorker } from './pwa-helpers';

// The service worker is what this file tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const PORT = process.env.E2E_PORT ?? '3100';
const LOCALES = ['en', 'zh-CN'] as const;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/offline-seen-more/${name}.png` });

function admin(...args: string[]): string {
  return execFileSync(CLI[0], [CLI[1], ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT },
    encoding: 'utf8',
  });
}

async function backOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}

test('a chat seen before opens offline as last seen, and after reconnecting names its group with no error', async ({
  page,
  request,
  context,
}) => {
  const user = await newUser(request);
  const groupName = `E2E ${randomUUID().slice(0, 8)}`;
  const groupId = Number(admin('chat', 'group-add', '--name', groupName).trim());
  admin('chat', 'member-add', String(groupId), '--phone', user.phone);
  await startLoggedIn(page, user);
  const url = (locale: string) => `/${locale}/group-chat/?id=${groupId}`;
  await page.goto(url('en'));
  await waitForServiceWorker(page);
  const en = messages('en');
  await page.getByRole('textbox', { name: en.chat.messageLabel }).fill('Seen before going offline');
  await page.getByRole('button', { name: en.chat.send, exact: true }).click();
  const bubble = page.getByText('Seen before going offline');
  await expect(bubble).toBeVisible();
  // Stored, not only shown: a message still pending (its bubble is on screen at once) goes with the
  // page if it is left before the answer, and the reload below would find no message to show.
  await expect(page.getByRole('log', { name: en.chat.historyLabel }).locator('li[data-status]')).toHaveCount(0);
  for (const locale of LOCALES) {
    await page.goto(url(locale));
    await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
    await expect(bubble).toBeVisible();
  }

  await goOffline(context);
  for (const locale of LOCALES) {
    const t = messages(locale);
    await page.goto(url(locale));
    await expect(page.getByTestId('offline-as-of')).toHaveCount(1);
    await expect(bubble).toBeVisible();
    await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
    await expect(page.getByTestId('error-state')).toHaveCount(0);
    await expect(page.getByText(t.ui.errorTitle)).toHaveCount(0);
    await shot(page, `chat-offline-${locale}`);
  }

  // Reconnecting without a reload: the error-free screen stays, the group keeps its name, live.
  await backOnline(context);
  const t = messages('zh-CN');
  await expect(page.getByTestId('connection-status')).toContainText(t.chat.state.live, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page.getByTestId('error-state')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

test('a chat opened offline with nothing stored recovers on reconnect: the error goes and the group is named', async ({
  page,
  request,
  context,
}) => {
  const user = await newUser(request);
  const groupName = `E2E ${randomUUID().slice(0, 8)}`;
  const groupId = Number(admin('chat', 'group-add', '--name', groupName).trim());
  admin('chat', 'member-add', String(groupId), '--phone', user.phone);
  await startLoggedIn(page, user);
  await page.goto('/en/notice/');
  await waitForServiceWorker(page);
  await goOffline(context);
  await page.goto(`/en/group-chat/?id=${groupId}`);
  await expect(page.getByTestId('error-state')).toHaveCount(1);
  await backOnline(context);
  const en = messages('en');
  await expect(page.getByTestId('connection-status')).toContainText(en.chat.state.live, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: groupName })).toBeVisible();
  await expect(page.getByTestId('error-state')).toHaveCount(0);
});

test('an item offline says its window cannot be checked and shows the heart it last knew', async ({
  page,
  request,
  context,
}) => {
  const errors = collectErrors(page);
  const user = await fundedUser(request, 1_000);
  const item = await addItem(request, 'Offline heart');
  await startLoggedIn(page, user);
  const url = (locale: string) => `/${locale}/goods/detail/?id=${item.id}`;
  await page.goto(url('en'));
  await waitForServiceWorker(page);
  const heart = page.getByTestId('watch-button');
  // The heart turns at once; the next page load must wait for the server to have kept it (a load
  // right after the click once cancelled the request, and the reloaded heart was empty).
  const saved = page.waitForResponse((r) => r.url().includes('/api/front/AddWatch') && r.ok());
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await saved;
  for (const locale of LOCALES) {
    await page.goto(url(locale));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }

  await goOffline(context);
  for (const locale of LOCALES) {
    const t = messages(locale);
    await page.goto(url(locale));
    await expect(page.getByRole('heading', { name: item.name })).toBeVisible();
    await expect(page.getByTestId('auction-strip')).toHaveText(t.detail.windowUnknown);
    await expect(page.getByTestId('buy-bar')).toContainText(t.detail.windowUnknown);
    await expect(page.getByTestId('buy-bar')).not.toContainText(t.detail.checking);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await shot(page, `item-offline-${locale}`);
  }
  // Offline failures are expected here; no missing message or page error.
  expect(errors).toEqual([]);
});

test('the recharge page opens offline with the bank details last seen', async ({ page, request, context }) => {
  const user = await fundedUser(request, 1_000);
  await startLoggedIn(page, user);
  await page.goto('/en/mine/recharge/');
  await waitForServiceWorker(page);
  const numbers: Record<string, string> = {};
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/mine/recharge/`);
    numbers[locale] = (await page.getByTestId('account-number').first().textContent()) ?? '';
    expect(numbers[locale]).toMatch(/\d/);
  }

  await goOffline(context);
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/mine/recharge/`);
    await expect(page.getByTestId('account-number').first()).toHaveText(numbers[locale]!);
    await expect(page.getByTestId('offline-as-of')).toHaveCount(1);
    await expect(page.getByTestId('error-state')).toHaveCount(0);
    await shot(page, `recharge-offline-${locale}`);
  }
});
