// The reference list screen (goods/) against the real server: paging on scroll, type filter,
// pull-to-refresh, scroll and filter kept across a detail page, and the error state's Retry.
import { expect, test, type Page } from './test';
import { api, collectErrors, en, heading, title, withoutInlinedReads } from './helpers';
import { RETRY_LIMIT } from '../lib/api/hooks/keys';

interface Paged {
  items: { id: number; name: string; typeId: number }[];
  total: number;
}
interface ProductType {
  id: number;
  name: string;
}

const list = (page: Page) => page.getByRole('list', { name: en.goods.listLabel });
const cards = (page: Page) => list(page).getByRole('link');

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Scrolls until the list says it has everything (other specs add items: it may be many pages). */
async function scrollToListEnd(page: Page) {
  await expect(async () => {
    await scrollToEnd(page);
    await expect(page.getByText(en.goods.end)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** A finger dragging down from the top of the list (Chromium's touch input, not synthetic events). */
async function pullDown(page: Page, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  const x = 200;
  let y = 260;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (const end = y + distance; y < end;) {
    y += 15;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('the list pages in as you scroll, to the end of the catalogue', async ({ page, request }) => {
  const errors = collectErrors(page);
  const all = await api<Paged>(request, 'getProductList', { body: { page: 1, pageSize: 50 } });
  expect(all.total).toBeGreaterThan(10);
  await page.goto('/en/goods/');
  await expect(heading(page)).toHaveText(title('goods'));
  await expect(cards(page)).toHaveCount(10);
  await scrollToListEnd(page);
  // Every item is there (other specs running beside this one may have added more since).
  expect(await cards(page).count()).toBeGreaterThanOrEqual(all.total);
  const hrefs = await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const item of all.items) expect(hrefs).toContain(`/en/goods/detail/?id=${item.id}`);
  expect(errors).toEqual([]);
});

test('the type chips filter the list, and the filter is in the URL', async ({ page, request }) => {
  const types = await api<ProductType[]>(request, 'GetProductTypeList');
  const type = types[1]!;
  const ofType = await api<Paged>(request, 'getProductList', { body: { typeId: type.id, pageSize: 50 } });
  await page.goto('/en/goods/');
  await expect(cards(page)).toHaveCount(10);
  const chips = page.getByRole('group', { name: en.goods.filterLabel });
  await chips.getByRole('button', { name: type.name, exact: true }).click();
  await expect(page).toHaveURL(`/en/goods/?type=${type.id}`);
  await expect(chips.getByRole('button', { name: type.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(ofType.total);
  for (const item of ofType.items) await expect(list(page).getByText(item.name)).toBeVisible();
  // A reload keeps the filter.
  await page.reload();
  await expect(cards(page)).toHaveCount(ofType.total);
  await chips.getByRole('button', { name: en.goods.all, exact: true }).click();
  await expect(page).toHaveURL('/en/goods/');
  await expect(cards(page)).toHaveCount(10);
});

test('pulling down at the top refreshes the list', async ({ page }) => {
  await page.goto('/en/goods/');
  await expect(cards(page)).toHaveCount(10);
  // From now on the server's first page names its first item differently: only a refresh shows it.
  await page.route('**/api/front/getProductList*', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { result: Paged };
    if (envelope.result.items[0]) envelope.result.items[0].name = 'Freshly listed item';
    await route.fulfill({ response, json: envelope });
  });
  await pullDown(page, 30);
  await expect(page.getByText('Freshly listed item')).toHaveCount(0);
  await pullDown(page, 150);
  await expect(list(page).getByText('Freshly listed item')).toBeVisible();
});

test('Back from a detail page keeps the scroll position and the filter', async ({ page, request }) => {
  await page.goto('/en/goods/');
  await expect(cards(page)).toHaveCount(10);
  await scrollToListEnd(page);
  const last = cards(page).last();
  await last.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  const href = await last.getAttribute('href');
  await last.click();
  await expect(page).toHaveURL(href!);
  await expect(heading(page)).toHaveText(title('goodsDetail'));
  await page.getByRole('button', { name: en.nav.back }).click();
  await expect(page).toHaveURL('/en/goods/');
  await expect(cards(page).last()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 60);

  // With a filter: the chip is still chosen after Back, even after a reload of the detail page.
  const [type] = await api<ProductType[]>(request, 'GetProductTypeList');
  await page.goto(`/en/goods/?type=${type!.id}`);
  const chosen = page.getByRole('group', { name: en.goods.filterLabel }).getByRole('button', { pressed: true });
  await expect(chosen).toHaveText(type!.name);
  await cards(page).first().click();
  await expect(heading(page)).toHaveText(title('goodsDetail'));
  await page.reload();
  await page.getByRole('button', { name: en.nav.back }).click();
  await expect(page).toHaveURL(`/en/goods/?type=${type!.id}`);
  await expect(chosen).toHaveText(type!.name);
});

test('when the server fails, the list shows the error state and Retry recovers', async ({ page }) => {
  let failed = 0;
  await page.route('**/api/front/getProductList*', (route) => {
    failed += 1;
    return route.fulfill({
      status: 500,
      json: { code: 500, type: 'error', message: 'database unavailable', reason: 'internal', result: null },
    });
  });
  // The page as exported: the list's read must go to the failing server.
  await withoutInlinedReads(page, '**/en/goods/');
  await page.goto('/en/goods/');
  const failure = page.getByTestId('error-state');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(en.ui.errorTitle);
  await expect(failure).not.toContainText('database unavailable');
  // Reads never toast: the error is said once, on the screen.
  await expect(page.locator('.toast')).toHaveCount(0);
  // A 5xx read is retried by itself (lib/api/hooks/keys.ts onErrorRetry: SWR counts from 1, so
  // RETRY_LIMIT requests in all, ~7 s). Once they are spent only Retry can recover the list: before,
  // an automatic retry could land between the unroute and the click and take the button away.
  await expect.poll(() => failed, { timeout: 20_000 }).toBe(RETRY_LIMIT);
  await expect(failure).toBeVisible();
  await page.unroute('**/api/front/getProductList*');
  await failure.getByRole('button', { name: en.ui.retry }).click();
  await expect(cards(page)).toHaveCount(10);
  await expect(failure).toHaveCount(0);
});
