// The console's catalogue (issue 23, docs/console.md): an operator with the catalogue role (made
// on the server's machine through the token API, as `npm run admin -- operator add` does) adds an
// auction item with a photo through the kit's upload field; the item and its photo show on the
// buyer's home (which lists the newest auction items), and the photo really loads. Then the item
// is edited in the console, keeping its photo, and its Chinese name written in the side-by-side
// languages panel shows on the Chinese home. Axe finds nothing serious on the form.
// The item's type is required (issue 42 #3): refused without one, and the one chosen is the
// category the buyer's item page shows, in Chinese on the Chinese page.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import sharp from 'sharp';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { collectErrors, en, messages, seriousViolations } from './helpers';

const c = en.console;
const tag = Date.now().toString(36);
const OUT = path.join('test-results', 'console-catalogue');

test('catalogue adds an item with a type and a photo, and the buyer sees the right category in zh-CN', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const op = await admin<Operator>(request, '/operators/add', { name: `cat-${tag}`, role: 'catalogue' });
  await page.goto('/console/catalogue/');
  await signIn(page, op);
  await changePassword(page, op, `catalogue-password-${tag}`);
  await expect(page).toHaveURL('/console/catalogue/');

  const name = `Lamp ${tag}`;
  const form = page.getByRole('form', { name: c.catalogue.add });
  await form.getByLabel(c.catalogue.name).fill(name);
  await form.getByLabel(c.catalogue.price).fill('12.50');
  await form.getByLabel(c.catalogue.stock).fill('3');
  // No type chosen: refused under the field, nothing added.
  const type = form.getByLabel(c.catalogue.type);
  await expect(type).toHaveValue('');
  await form.getByRole('button', { name: c.catalogue.addSubmit }).click();
  await expect(form.getByTestId('field-error')).toHaveText(en.rules.required);
  // The seed's second type, named in the console's language.
  await type.selectOption({ label: 'Porcelain' });
  await expect(form.getByTestId('field-error')).toHaveCount(0);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d93' } })
    .jpeg()
    .toBuffer();
  await form.getByTestId('upload-input').setInputFiles({ name: 'lamp.jpg', mimeType: 'image/jpeg', buffer: photo });
  const thumb = form
    .getByTestId('upload-product-photos')
    .getByRole('img', { name: en.ui.uploadImage.replace('{index}', '1') });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: c.catalogue.addSubmit }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.catalogue.added.replace('{name}', name));

  // The console's table shows it first (newest id first) with its photo's thumbnail; its type in words.
  const table = page.getByRole('table', { name: c.catalogue.list });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(table.getByRole('row').nth(1)).toContainText(name);
  await expect(row).toContainText('Porcelain');
  const listed = row.locator('img');
  await expect.poll(() => listed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The buyer's home lists the newest auction items: the new one is there, its photo loaded.
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto('/en/home/');
  const card = buyer.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  const img = card.locator('img');
  await expect(img).toHaveAttribute('src', /\/uploads\/[0-9a-f]{32}\.thumb\.webp$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // Its page names the type chosen, in the buyer's language (the seed's Chinese for Porcelain).
  const id = new URL((await card.getAttribute('href')) ?? '', 'http://x').searchParams.get('id');
  expect(id).toMatch(/^\d+$/);
  await buyer.goto(`/zh-CN/goods/detail/?id=${id}`);
  await expect(buyer.locator('dd', { hasText: '瓷器' })).toBeVisible();

  // An edit keeps the photo unless it is removed: open the row, its card under the table.
  await row.getByRole('button', { name: c.catalogue.openItem.replace('{name}', name) }).click();
  const item = page.getByRole('region', { name: c.catalogue.openItem.replace('{name}', name) });
  const cardPhoto = item.getByRole('img', { name });
  await expect.poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await item.getByRole('button', { name: c.catalogue.edit }).click();
  const editForm = page.getByRole('form', { name: c.catalogue.editTitle.replace('{name}', name) });
  await expect(editForm.getByRole('img', { name: c.catalogue.photoAlt.replace('{index}', '1') })).toBeVisible();
  await editForm.getByLabel(c.catalogue.stock).fill('5');
  expect(await seriousViolations(page)).toEqual([]);
  await editForm.getByRole('button', { name: c.catalogue.editSubmit }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.catalogue.saved.replace('{name}', name));
  await expect(editForm).toHaveCount(0);
  await expect(row.getByRole('cell', { name: '5', exact: true })).toBeVisible();
  await expect.poll(() => listed.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

  // Every language side by side: Chinese is missing until it is written here, and then the
  // Chinese home shows the Chinese name.
  await item.getByRole('button', { name: c.catalogue.languages }).click();
  const zh = item.getByTestId('language-zh-CN');
  await expect(zh).toContainText(c.catalogue.missing);
  await expect(item.getByTestId('language-en').getByLabel(c.catalogue.name)).toHaveValue(name);
  expect(await seriousViolations(page)).toEqual([]);
  const zhName = `台灯 ${tag}`;
  await zh.getByLabel(c.catalogue.name).fill(zhName);
  await zh.getByRole('button', { name: c.catalogue.saveLanguage.replace('{language}', '简体中文') }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.catalogue.languageSaved.replace('{language}', '简体中文'));
  await expect(zh).not.toContainText(c.catalogue.missing);
  await buyer.goto('/zh-CN/home/');
  await expect(buyer.getByRole('link', { name: new RegExp(zhName) })).toBeVisible();
  expect(errors).toEqual([]);

  // The form with its type select and the items' table at 1280 × 800 and 1024 × 768, in English
  // and Chinese (the types named in the console's language): test-results/console-catalogue/.
  mkdirSync(OUT, { recursive: true });
  const signedIn = await page.context().storageState();
  for (const [width, height, locale] of [
    [1280, 800, 'en'],
    [1280, 800, 'zh-CN'],
    [1024, 768, 'en'],
    [1024, 768, 'zh-CN'],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: 1,
      locale,
      storageState: signedIn,
    });
    const shot = await context.newPage();
    await shot.goto('/console/catalogue/');
    const form = shot.getByRole('form', { name: messages(locale).console.catalogue.add });
    const select = form.getByLabel(messages(locale).console.catalogue.type);
    await expect(select.locator('option').nth(2)).toHaveText(locale === 'en' ? 'Porcelain' : '瓷器');
    // The items are table rows now (issue 42 #6: 13 cards were a 4,667 px page): a page of 20
    // rows and the add form stay within a few screens.
    await expect(shot.getByRole('table', { name: messages(locale).console.catalogue.list })).toBeVisible();
    expect(await shot.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3_000);
    expect(await seriousViolations(shot), `${width} ${locale}`).toEqual([]);
    await shot.screenshot({ path: path.join(OUT, `catalogue-${width}-${locale}.png`), fullPage: true });
    await context.close();
  }
});
