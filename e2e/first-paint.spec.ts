// The first photos paint with the HTML (issue 26, lib/first-photos.ts): when the server inlines a
// page's first reads it also puts the first cards' photos (an item's first photo) into the
// skeleton's photo slots, so the screen's largest element is there before any script has run. With
// scripts, the page hydrates over them without an error and the cards show the same photos.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectErrors } from './helpers';

const slot = (page: Page, n: number) => page.locator(`img[data-first-photo="${n}"]`).first();

/** The slots' photos of a page as served, read with scripts off (nothing but the HTML drew them). */
async function servedSlots(browser: Browser, url: string, count: number): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  const srcs: string[] = [];
  for (let n = 0; n < count; n++) {
    const img = slot(page, n);
    await expect(img).toBeVisible();
    // Loaded and painted, not a broken image.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    srcs.push((await img.getAttribute('src')) ?? '');
  }
  await context.close();
  return srcs;
}

/** Hydration problems React reports on the console (a mismatch it had to recover from). */
function hydrationErrors(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(m.text()))
      found.push(m.text());
  });
  return found;
}

test('home, the goods list and an item paint their first photos from the HTML, then hydrate over them', async ({
  browser,
  page,
}) => {
  await page.context().route('**/sw.js', (route) => route.abort());
  const errors = collectErrors(page);
  const hydration = hydrationErrors(page);

  // Home: the first two featured cards' thumbnails, in their cards' places.
  const home = await servedSlots(browser, '/en/home/', 2);
  await page.goto('/en/home/');
  // Cards 0 and 1 head the waterfall's two columns.
  const featured = page.locator('section[aria-labelledby="home-featured"] [role="list"] > div');
  await expect(featured.first().getByRole('link').first()).toBeVisible();
  const cardPhoto = (column: number) =>
    featured.nth(column).locator('[role="listitem"] img').first().getAttribute('src');
  expect([await cardPhoto(0), await cardPhoto(1)]).toEqual(home);
  // The skeleton (and its slots) is gone once the cards are there.
  await expect(page.locator('img[data-first-photo]')).toHaveCount(0);

  // The goods list: the first card of each column.
  const goods = await servedSlots(browser, '/en/goods/', 2);
  await page.goto('/en/goods/');
  const columns = page.locator('[role="list"] > div');
  await expect(columns.first().getByRole('link').first()).toBeVisible();
  const first = (column: number) => columns.nth(column).locator('[role="listitem"] img').first().getAttribute('src');
  expect([await first(0), await first(1)]).toEqual(goods);

  // An item: its first photo, as the gallery's first slide.
  const href = await columns.first().getByRole('link').first().getAttribute('href');
  const [item] = await servedSlots(browser, href!, 1);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
  await expect(page.locator('main img').first()).toHaveAttribute('src', item!);

  expect(errors).toEqual([]);
  expect(hydration).toEqual([]);
});
