// Search and sort on the goods lists (issue 27, item 4) against the real server: a keyword finds
// the items, sort and a price range narrow them, the query is in the URL (reload and Back keep
// it), a range upside down is said under the field, recent searches stay on the device until
// cleared, and an empty result offers to clear the search. axe on results and on the empty result.
import { expect, test, type Page } from './test';
import { addItem } from './a11y-helpers';
import { axe, collectErrors, en, messages, seriousViolations } from './helpers';

const zhCN = messages('zh-CN');
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const searchBox = (page: Page, m = en) => page.getByRole('searchbox', { name: m.goods.search.label });
const cards = (page: Page) => page.getByRole('list', { name: en.goods.listLabel }).getByRole('link');

test('search, sort and a price range live in the URL; an empty result offers a way out', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  // A word no other item has, so the results are exactly these three.
  const word = `Qx${Date.now().toString(36)}`;
  const cheap = await addItem(request, `${word} bowl`, 1_000);
  const middle = await addItem(request, `${word} cup`, 5_000);
  const dear = await addItem(request, `${word} vase`, 9_000);

  await page.goto('/en/goods/');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('type', 'search');
  expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await box.fill(word.toLowerCase());
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/goods/\\?q=${word.toLowerCase()}$`));
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('result-count')).toHaveText('3 items');

  // Sort: price high to low puts the vase first.
  await page.getByLabel(en.goods.search.sortLabel).selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(cards(page).first()).toContainText(dear.name);

  // A price range upside down is refused under the field, with the server's rule.
  await page.getByRole('button', { name: new RegExp(`^${en.goods.search.price}`) }).click();
  const sheet = page.getByRole('dialog', { name: en.goods.search.priceTitle });
  await sheet.getByLabel(en.goods.search.minPrice).fill('60');
  await sheet.getByLabel(en.goods.search.maxPrice).fill('20');
  await sheet.getByRole('button', { name: en.goods.search.priceApply }).click();
  const max = sheet.getByLabel(en.goods.search.maxPrice);
  await expect(max).toHaveAttribute('aria-invalid', 'true');
  await expect(sheet.getByTestId('field-error')).toHaveText(en.rules.price_range);
  // Focused first: the field then shows the plain number, which fill() replaces.
  await max.focus();
  await max.fill('100');
  await sheet.getByRole('button', { name: en.goods.search.priceApply }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/min=6000&max=10000$/);
  // The range's label never widens the page (it did: the screen then slid sideways).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(dear.name);

  // The whole query survives a reload and a trip to the item and Back.
  const searched = page.url();
  await page.reload();
  await expect(searchBox(page)).toHaveValue(word.toLowerCase());
  await expect(cards(page)).toHaveCount(1);
  await cards(page).first().click();
  await expect(page.getByRole('heading', { name: dear.name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(searched);
  await expect(searchBox(page)).toHaveValue(word.toLowerCase());
  await expect(page.getByLabel(en.goods.search.sortLabel)).toHaveValue('price_desc');
  await expect(cards(page)).toHaveCount(1);

  // Any price again: the three, cheapest last.
  await page.getByRole('button', { name: new RegExp(`^${en.goods.search.price}`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: en.goods.search.priceReset }).click();
  await expect(cards(page)).toHaveCount(3);
  expect(page.url()).not.toMatch(/min=|max=/);
  await expect(cards(page).first()).toContainText(dear.name);
  await expect(cards(page)).toContainText([dear.name, cheap.name, middle.name]);
  expect(await seriousViolations(page, axe(page))).toEqual([]);

  // Nothing found: the empty state names the search and clears it.
  await searchBox(page).fill(`${word}-nothing`);
  await searchBox(page).press('Enter');
  await expect(
    page.getByRole('heading', { name: fill(en.goods.search.noMatchTitle, { query: `${word}-nothing` }) }),
  ).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText('No items');
  expect(await seriousViolations(page, axe(page))).toEqual([]);
  await page.getByTestId('empty-state').getByRole('button', { name: en.goods.search.clear }).click();
  await expect(page).toHaveURL(/\/en\/goods\/\?sort=price_desc$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('recent searches stay on this device, search again in one tap, and clear', async ({ page, request }) => {
  const word = `Rc${Date.now().toString(36)}`;
  await addItem(request, `${word} scroll`);
  await page.goto('/zh-CN/goods/consumption/');
  await page.goto('/zh-CN/goods/');
  const box = searchBox(page, zhCN);
  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  await page.goto('/zh-CN/goods/');
  await searchBox(page, zhCN).focus();
  const again = page.getByRole('button', { name: fill(zhCN.goods.search.recentSearch, { query: word }) });
  await expect(again).toBeVisible();
  expect((await again.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await again.click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  await expect(searchBox(page, zhCN)).toHaveValue(word);

  await searchBox(page, zhCN).focus();
  await page.getByRole('button', { name: zhCN.goods.search.recentClear }).click();
  await expect(page.getByRole('heading', { name: zhCN.goods.search.recentTitle })).toBeHidden();
  await page.reload();
  await searchBox(page, zhCN).focus();
  await expect(page.getByRole('heading', { name: zhCN.goods.search.recentTitle })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBeNull();
});
