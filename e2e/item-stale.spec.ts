// Item translations that go stale (issue 41 #6, docs/i18n.md "Stale translations"): an item with a
// Chinese name and description is renamed in English in the console's item editor; its catalogue
// row is tagged "Outdated" there; the zh-CN buyer still reads the Chinese name on the item's page,
// with the quiet "updated in English on …" mark, whose link opens the same item in English
// (unmarked); an English reader never sees the mark. Translating again clears the tag and the
// mark. Screenshots (buyer 390 × 844 in zh-CN and en, console catalogue 1280 × 800 in en and
// zh-CN) go to test-results/item-stale/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { changePassword, signIn, type Operator } from './console-helpers';
import { addItem, admin } from './a11y-helpers';
import { collectErrors, en, messages, seriousViolations } from './helpers';

const c = en.console;
const zhCN = messages('zh-CN');
const tag = Date.now().toString(36);
const OUT = path.join('test-results', 'item-stale');

test('an item renamed in English is tagged Outdated in the console and marked for the zh-CN reader', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  const item = await addItem(request, `Celadon bowl ${tag}`);
  const zhName = `青瓷碗 ${tag}`;
  await admin(request, '/content/texts', {
    entity: 'product',
    id: item.id,
    locale: 'zh-CN',
    texts: { name: zhName, description: '<p>青瓷，一只。</p>' },
  });

  const op = await admin<Operator>(request, '/operators/add', { name: `itemstale-${tag}`, role: 'catalogue' });
  const list = `/console/catalogue/?q=${encodeURIComponent(item.name)}`;
  await page.goto(list);
  await signIn(page, op);
  await changePassword(page, op, `itemstale-password-${tag}`);
  await page.goto(list);
  const table = page.getByRole('table', { name: c.catalogue.list });
  const row = table.getByRole('row').filter({ hasText: item.name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId(`outdated-product-${item.id}`)).toHaveCount(0);

  // Renamed in English in the item editor.
  const renamed = `Celadon tea bowl ${tag}`;
  await row.getByRole('button', { name: c.catalogue.openItem.replace('{name}', item.name) }).click();
  const card = page.getByRole('region', { name: c.catalogue.openItem.replace('{name}', item.name) });
  await card.getByRole('button', { name: c.catalogue.edit }).click();
  const editForm = page.getByRole('form', { name: c.catalogue.editTitle.replace('{name}', item.name) });
  await editForm.getByLabel(c.catalogue.name).fill(renamed);
  await editForm.getByRole('button', { name: c.catalogue.editSubmit }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.catalogue.saved.replace('{name}', renamed));

  // The row, found by its new name, is tagged in the item editor's words; the languages say which.
  await page.goto(`/console/catalogue/?q=${encodeURIComponent(renamed)}`);
  const renamedRow = table.getByRole('row').filter({ hasText: renamed });
  const outdated = renamedRow.getByTestId(`outdated-product-${item.id}`);
  await expect(outdated).toHaveText(c.catalogue.outdated);
  await expect(outdated).toHaveAttribute('title', '简体中文');
  expect(await seriousViolations(page)).toEqual([]);

  // The zh-CN reader: the Chinese name, marked, and a link to the item in English.
  mkdirSync(OUT, { recursive: true });
  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const buyer = await buyerContext.newPage();
  const buyerErrors = collectErrors(buyer);
  await buyer.goto(`/zh-CN/goods/detail/?id=${item.id}`);
  await expect(buyer.getByRole('heading', { name: zhName })).toBeVisible();
  const mark = buyer.getByTestId('stale-mark');
  await expect(mark).toContainText(/英语原文已于.+更新。/);
  const link = mark.getByRole('link', { name: zhCN.content.readCurrent });
  await expect(link).toHaveAttribute('href', `/en/goods/detail/?id=${item.id}`);
  expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(buyer)).toEqual([]);
  await buyer.screenshot({ path: path.join(OUT, 'detail-390-zh-CN.png') });
  await link.click();
  await expect(buyer).toHaveURL(`/en/goods/detail/?id=${item.id}`);
  await expect(buyer.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(buyer.getByTestId('price')).toBeVisible();
  await expect(buyer.getByTestId('stale-mark')).toHaveCount(0);
  await buyer.screenshot({ path: path.join(OUT, 'detail-390-en.png') });

  // The console's catalogue at 1280 × 800, in English and Chinese: the tag on the row.
  const state = await page.context().storageState();
  for (const locale of ['en', 'zh-CN']) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      locale,
      storageState: state,
    });
    const shot = await context.newPage();
    await shot.goto(`/console/catalogue/?q=${encodeURIComponent(renamed)}`);
    const shotTag = shot.getByTestId(`outdated-product-${item.id}`);
    await expect(shotTag).toHaveText(messages(locale).console.catalogue.outdated);
    expect(await seriousViolations(shot), locale).toEqual([]);
    // The table is under the add form: the row in view.
    await shotTag.scrollIntoViewIfNeeded();
    await shot.screenshot({ path: path.join(OUT, `catalogue-1280-${locale}.png`) });
    await context.close();
  }

  // Translated again: the tag and the mark are gone.
  await admin(request, '/content/texts', {
    entity: 'product',
    id: item.id,
    locale: 'zh-CN',
    texts: { name: `青瓷茶碗 ${tag}` },
  });
  await page.reload();
  await expect(renamedRow).toBeVisible();
  await expect(outdated).toHaveCount(0);
  await buyer.goto(`/zh-CN/goods/detail/?id=${item.id}`);
  await expect(buyer.getByRole('heading', { name: `青瓷茶碗 ${tag}` })).toBeVisible();
  await expect(buyer.getByTestId('stale-mark')).toHaveCount(0);
  expect(buyerErrors).toEqual([]);
  expect(errors).toEqual([]);
  await buyerContext.close();
});
