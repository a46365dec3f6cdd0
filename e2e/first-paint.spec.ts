// The first photos paint with the HTML (issue 26, lib/first-photos.ts): when the server inlines a
// page's first reads it also puts the first cards' photos (an item's first photo) into the
// skeleton's photo slots, so the screen's largest element is there before any script has run. With
// scripts, the page hydrates over them without an error and shows the same photos.
import { expect, test, type Browser, type Page } from './test';
import { api, collectErrors } from './helpers';

const slot = (page: Page, n: number) => page.locator(`img[data-first-photo="${n}"]`).first();

interface Inlined {
  answers: { name: string; body: string }[];
}
type Images = { url: string; thumb: string }[];

/**
 * A page as served, with scripts off (nothing but the HTML draws): each slot holds the photo of the
 * card in its place in the answer the same HTML carries (none where that card has no photo), painted.
 */
async function checkSlots(browser: Browser, url: string, count: number): Promise<(string | null)[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  const block = JSON.parse((await page.locator('#gavel-first-reads').textContent()) ?? '{}') as Inlined;
  const read = block.answers.find((a) => a.name === 'getProductList' || a.name === 'getProduct')!;
  const result = (JSON.parse(read.body) as { result: { images?: Images; items?: { images: Images }[] } }).result;
  const expected =
    read.name === 'getProduct'
      ? [result.images?.[0]?.url ?? null]
      : (result.items ?? []).slice(0, count).map((i) => i.images[0]?.thumb ?? null);
  for (const [n, src] of expected.entries()) {
    const img = slot(page, n);
    if (src === null) {
      await expect(img).not.toHaveAttribute('src');
      continue;
    }
    await expect(img).toHaveAttribute('src', src);
    // Loaded and painted, not a broken image.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await context.close();
  return expected;
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
  request,
}) => {
  // Six page loads in three browser contexts.
  test.setTimeout(120_000);
  await page.context().route('**/sw.js', (route) => route.abort());
  const errors = collectErrors(page);
  const hydration = hydrationErrors(page);

  // Home and the goods list: the first two cards' thumbnails, each in its card's place. (Other
  // specs add items without photos: a slot may rightly stay empty.)
  await checkSlots(browser, '/en/home/', 2);
  await page.goto('/en/home/');
  await expect(page.locator('section[aria-labelledby="home-featured"] [role="listitem"]').first()).toBeVisible();
  await checkSlots(browser, '/en/goods/', 2);
  await page.goto('/en/goods/');
  await expect(page.locator('[role="listitem"]').first()).toBeVisible();

  // An item of the demo data's, with photos: its first photo, then the gallery's first slide.
  const { items } = await api<{ items: { id: number; name: string; images: Images }[] }>(request, 'getProductList', {
    body: { page: 1, pageSize: 50 },
  });
  const item = items.find((i) => i.images.length > 0)!;
  const href = `/en/goods/detail/?id=${item.id}`;
  expect(await checkSlots(browser, href, 1)).toEqual([item.images[0]!.url]);
  await page.goto(href);
  await expect(page.getByRole('heading', { name: item.name })).toBeVisible();
  await expect(page.locator('main img').first()).toHaveAttribute('src', item.images[0]!.url);

  expect(errors).toEqual([]);
  expect(hydration).toEqual([]);
});
