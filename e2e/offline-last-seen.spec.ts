// Offline, calm and useful (issue 27, docs/pwa.md "Last seen, offline"): what a user has seen
// (home, the catalogue, an item, their profile and balance) opens again offline, as of when it was
// fetched, with one offline message per screen; nothing of it survives a logout.
import { expect, test } from './test';
import { addItem, fundedUser } from './a11y-helpers';
import { collectErrors, heading, messages, startLoggedIn, title } from './helpers';
import { goOffline, waitForServiceWorker } from './pwa-helpers';

// The service worker is what this file tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const en = messages('en');

test('home, the catalogue, a visited item and the balance open offline, as of when they were seen', async ({
  page,
  request,
  context,
}) => {
  const errors = collectErrors(page);
  const user = await fundedUser(request, 12_345);
  const item = await addItem(request, 'Offline jade');
  const never = await addItem(request, 'Never opened');
  await startLoggedIn(page, user);

  // Online: the first visit installs the worker (the pages come from its cache offline).
  await page.goto('/en/home/');
  await waitForServiceWorker(page);
  await page.goto('/en/home/');
  const featured = page.locator('section[aria-labelledby="home-featured"]');
  await expect(featured.getByRole('link').first()).toBeVisible();
  const seenNames = await featured.getByRole('heading').allTextContents();
  expect(seenNames.length).toBeGreaterThan(0);
  await page.goto('/en/goods/');
  const cards = page.locator('a[href*="/goods/detail/"]');
  await expect(cards.first()).toBeVisible();
  const firstCard = await cards.first().getAttribute('href');
  await page.goto(`/en/goods/detail/?id=${item.id}`);
  await expect(page.getByRole('heading', { name: item.name })).toBeVisible();
  await page.goto('/en/wallet/');
  await expect(page.getByTestId('balance-available')).toContainText('123.45');

  // Offline.
  await goOffline(context);
  await page.goto('/en/home/');
  await expect(page.getByTestId('offline-banner')).toContainText(en.pwa.offlineTitle);
  await expect(page.getByTestId('offline-as-of')).toBeVisible();
  await expect(featured.getByRole('heading').first()).toHaveText(seenNames[0]!);
  await expect(page.getByTestId('error-state')).toHaveCount(0);

  await page.goto('/en/goods/');
  await expect(cards.first()).toHaveAttribute('href', firstCard!);

  await page.goto(`/en/goods/detail/?id=${item.id}`);
  await expect(page.getByRole('heading', { name: item.name })).toBeVisible();
  await expect(page.getByTestId('offline-as-of')).toBeVisible();

  await page.goto('/en/wallet/');
  await expect(page.getByTestId('balance-available')).toContainText('123.45');

  // An item never opened has nothing stored: one message, not one per part of the screen.
  await page.goto(`/en/goods/detail/?id=${never.id}`);
  await expect(page.getByTestId('error-state')).toHaveCount(1);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  expect(errors).toEqual([]);
});

test('home never visited, offline, shows one message, not one per section', async ({ page, context }) => {
  // A visit to another page installs the worker; home's reads were never answered here.
  await page.goto('/en/notice/');
  await waitForServiceWorker(page);
  await goOffline(context);
  await page.goto('/en/home/');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('error-state')).toHaveCount(1);
});

test('what one user saw is gone after logout', async ({ page, request }) => {
  const user = await fundedUser(request, 5_000);
  await startLoggedIn(page, user);
  await page.goto('/en/wallet/');
  await expect(page.getByTestId('balance-available')).toContainText('50.00');
  // This user's answers (lastSeen:<user id>:…); a logged-out visitor's public reads are kept under "-".
  const sub = (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const stored = () =>
    page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), `lastSeen:${sub}:`);
  await expect.poll(stored).not.toEqual([]);

  await page.goto('/en/mine/settings/');
  await page.getByRole('button', { name: en.session.logout }).click();
  await page
    .getByRole('dialog', { name: en.session.logoutTitle })
    .getByRole('button', { name: en.session.logout })
    .click();
  await expect(heading(page)).toHaveText(title('home'));
  expect(await stored()).toEqual([]);
});
