// Offline reading (docs/pwa.md, "Offline reading"): a notice and an agreement read once online
// open again offline, from the service worker's content cache, under the offline banner.
import { expect, test, type Page } from './test';
import { collectErrors, heading, messages, title } from './helpers';
import { goOffline, waitForServiceWorker } from './pwa-helpers';

// The service worker is what this file tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** URLs of the API answers the worker keeps for offline reading. */
function cachedContent(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('gavel-content'))) return [];
    const keys = await (await caches.open('gavel-content')).keys();
    return keys.map((r) => {
      const url = new URL(r.url);
      return `${url.pathname}${url.search}`;
    });
  });
}

test('a notice and an agreement read online open offline', async ({ page, context }) => {
  const errors = collectErrors(page);
  const en = messages('en');

  // First visit installs the worker; from then on it sees (and keeps) the reads.
  await page.goto('/en/notice/');
  await waitForServiceWorker(page);

  // Read a notice and an agreement online.
  await page.goto('/en/notice/');
  // The seeded notice by its title (another spec may pin a newer one above it meanwhile).
  await page
    .getByRole('list', { name: en.content.noticesLabel })
    .getByRole('link')
    .filter({ hasText: 'Welcome to Gavel' })
    .click();
  await expect(page.locator('article header h2')).toHaveText('Welcome to Gavel');
  const noticeUrl = page.url();
  await page.goto('/en/agreement/privacy/');
  await expect(page.locator('article header h2')).toHaveText('User privacy agreement');
  await expect
    .poll(() => cachedContent(page))
    .toEqual(
      // Kept per language: the reader's locale is part of every cached URL (docs/i18n.md).
      expect.arrayContaining([
        '/api/front/GetNotice?lang=en',
        expect.stringMatching(/^\/api\/front\/GetArtical\?id=1&lang=en$/),
      ]),
    );

  // Offline: both open again, from the cache, and the banner says what works.
  await goOffline(context);
  await page.reload();
  await expect(heading(page)).toHaveText(title('agreementPrivacy'));
  await expect(page.locator('article header h2')).toHaveText('User privacy agreement');
  await expect(page.getByTestId('rich-text')).toContainText('What we collect');
  // The cached answer is the rich-text tree the screen draws: its headings are headings offline too.
  await expect(page.getByTestId('rich-text').getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText(en.pwa.offlineTitle);

  await page.goto(noticeUrl);
  await expect(heading(page)).toHaveText(title('notice'));
  await expect(page.locator('article header h2')).toHaveText('Welcome to Gavel');
  await expect(page.getByTestId('rich-text')).toContainText('The auction window opens every day');
  await expect(page.getByTestId('offline-banner')).toContainText(en.pwa.offlineTitle);

  // The list too, since it is the same read.
  await page.goto('/en/notice/');
  await expect(page.getByRole('list', { name: en.content.noticesLabel })).toContainText(
    'Recharge and withdrawal hours',
  );

  // An agreement never read has nothing to show: an error with Retry, not a blank screen.
  await page.goto('/en/agreement/risk/');
  await expect(page.getByTestId('error-state')).toBeVisible();
  await expect(page.getByRole('button', { name: en.ui.retry })).toBeVisible();
  expect(errors).toEqual([]);
});
