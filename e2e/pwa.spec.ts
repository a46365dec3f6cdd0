// Installable and offline (docs/pwa.md): the manifest, the service worker's precache and
// runtime caches, the offline banner, and forgetting private caches.
import { expect, test, type Page } from './test';
import { LOCALES } from '../lib/i18n/config';
import { axe, collectErrors, heading, messages, title, en } from './helpers';
import { cachedPages, goOffline, shellRequests, waitForServiceWorker } from './pwa-helpers';

// The service worker is what this file tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('each locale links a valid manifest whose icons load', async ({ page, request }) => {
  for (const locale of ['en', 'zh-CN'] as const) {
    await page.goto(`/${locale}/home/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/${locale}/manifest.webmanifest`);
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const m = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(m).toMatchObject({
      id: '/',
      name: messages(locale).pwa.manifestName,
      short_name: messages(locale).pwa.shortName,
      lang: locale,
      start_url: `/${locale}/home/`,
      scope: '/',
      display: 'standalone',
      theme_color: '#D43030',
    });
    expect(m.icons.map((i) => `${i.sizes}/${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192/any', '512x512/any', '512x512/maskable']),
    );
    for (const icon of m.icons) {
      const img = await request.get(icon.src);
      expect(img.status(), icon.src).toBe(200);
      expect(img.headers()['content-type'], icon.src).toMatch(/^image\//);
    }
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(apple!)).status()).toBe(200);
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('after one online visit the app opens offline, with no network request for its shell', async ({
  page,
  context,
}) => {
  const errors = collectErrors(page);
  await page.goto('/en/home/');
  await waitForServiceWorker(page);
  // The first install took this locale's pages; the others follow once the page is idle.
  const first = await cachedPages(page);
  expect(first).toContain('/en/company/');
  const perLocale = first.filter((p) => p.startsWith('/en/')).length;
  await expect.poll(async () => (await cachedPages(page)).length, { timeout: 30_000 }).toBe(perLocale * LOCALES.length);

  const tried = await goOffline(context);
  await page.reload();
  await expect(heading(page)).toHaveText(title('home'));
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText(en.pwa.offlineTitle);
  await expect(page.locator('[aria-live="polite"]').filter({ has: banner })).toBeVisible();
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // Routes never visited, in this locale and another, render from the cache.
  await page.goto('/en/company/');
  await expect(heading(page)).toHaveText(title('company'));
  await page.goto('/zh-CN/agreement/privacy/');
  await expect(heading(page)).toHaveText(title('agreementPrivacy', messages('zh-CN')));
  await expect(page.getByTestId('offline-banner')).toContainText(messages('zh-CN').pwa.offlineTitle);
  expect(shellRequests(tried)).toEqual([]);
  expect(errors).toEqual([]);

  // Back online: the banner goes away.
  await context.unroute('**/*');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

/** A second screen of the app, opened in the app (the tab bar), as a visitor would. */
async function openAnotherScreen(page: Page): Promise<void> {
  await page.getByTestId('tab-bar').locator('a[data-route="goods"]').click();
  await expect(page).toHaveURL(/\/goods\/$/);
}

test('the install hint follows beforeinstallprompt and stays away once dismissed', async ({ page }) => {
  await page.goto('/en/home/');
  const offer = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  // Our hint replaces the browser's own infobar, but not on the screen the visitor landed on: it
  // waits until they open a second one.
  await expect.poll(offer).toBe(true);
  const hint = page.getByTestId('install-hint');
  // Long enough for the old behaviour to show it (the prompts' chunk loaded, nothing in flight).
  await page.waitForLoadState('networkidle');
  await expect(hint).toHaveCount(0);
  await openAnotherScreen(page);
  await expect(hint.getByRole('heading')).toHaveText(en.pwa.installTitle);
  const { violations } = await axe(page).include('[data-testid="install-hint"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await hint.getByRole('button', { name: en.pwa.dismiss }).click();
  await expect(hint).toHaveCount(0);
  expect(Number(await page.evaluate(() => localStorage.getItem('installHintDismissedAt')))).toBeGreaterThan(0);
  await page.reload();
  await expect.poll(offer).toBe(true);
  await openAnotherScreen(page);
  await expect(page.getByTestId('install-hint')).toHaveCount(0);
});

test.describe('on iOS Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('an Add to Home Screen hint explains the Share menu and can be closed', async ({ page }) => {
    await page.goto('/zh-CN/home/');
    const hint = page.getByTestId('ios-install-hint');
    const zh = messages('zh-CN').pwa;
    // Not on the landing screen: once a second screen is open.
    await waitForServiceWorker(page);
    await page.waitForLoadState('networkidle');
    await expect(hint).toHaveCount(0);
    await openAnotherScreen(page);
    await expect(hint.getByRole('heading')).toHaveText(zh.iosTitle);
    await expect(hint).toContainText('添加到主屏幕');
    await hint.getByRole('button', { name: zh.close }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    // The registration starts in the same client effects as the hint's check: once it is in
    // control, the check has run.
    await waitForServiceWorker(page);
    await openAnotherScreen(page);
    await expect(page.getByTestId('ios-install-hint')).toHaveCount(0);
  });
});

test('private caches are cleared on request; public ones stay', async ({ page }) => {
  await page.goto('/en/home/');
  await waitForServiceWorker(page);
  await page.evaluate(async () => {
    await (await caches.open('gavel-images')).put('/uploads/id-card.png', new Response('private'));
    await (await caches.open('gavel-dict')).put('/api/front/getAllDictList', new Response('{}'));
    navigator.serviceWorker.controller?.postMessage({ type: 'CLEAR_PRIVATE_CACHES' });
  });
  await expect.poll(() => page.evaluate(() => caches.has('gavel-images'))).toBe(false);
  expect(await page.evaluate(() => caches.has('gavel-dict'))).toBe(true);
});
