// The console's Content screen (issue 23, docs/console.md): a catalogue operator publishes a
// notice whose body carries an `<img onerror>` and a `<script>`. Neither runs in the console's
// preview (DOMPurify with the buyers' allowlist) nor on the buyer's notice screen, the console says
// the server's sanitiser changed the body, and the buyer reads the notice. Its Chinese title is
// written in the side-by-side languages and /zh-CN/notice/ shows it. A viewer sees the notices
// without any write button. Screenshots at 1280 × 800 and 390 × 844, English and Chinese.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { collectErrors, en, seriousViolations } from './helpers';

const c = en.console;
const tag = Date.now().toString(36);
const OUT = path.join('test-results', 'console-content');

const noXss = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

test('a catalogue operator publishes a notice, safely; the buyer reads it in English and Chinese', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const op = await admin<Operator>(request, '/operators/add', { name: `content-${tag}`, role: 'catalogue' });
  await page.goto('/console/content/');
  await signIn(page, op);
  await changePassword(page, op, `content-password-${tag}`);
  await expect(page).toHaveURL('/console/content/');
  await expect(page.getByRole('navigation').getByRole('link', { name: c.screens.content })).toBeVisible();

  const title = `Closing early ${tag}`;
  const body = `<p>Hello <b>${tag}</b></p><img src="x" alt="Banner" onerror="window.__xss=1"><script>window.__xss=2</script>`;
  const form = page.getByRole('form', { name: c.content.noticeAdd });
  await form.getByLabel(c.content.title).fill(title);
  await form.getByLabel(c.content.body).fill(body);
  const preview = form.getByTestId('body-preview');
  await expect(preview.getByTestId('rich-text')).toContainText(`Hello ${tag}`);
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  expect(await noXss(page)).toBeUndefined();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: c.content.noticeAddSubmit }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.content.noticeAdded);
  await expect(page.getByTestId('sanitised-note')).toHaveText(c.content.sanitised);

  const row = page
    .getByRole('list', { name: c.content.section.notices })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row).toBeVisible();

  // The buyer: the list, then the notice itself; nothing of the script or the handler ran.
  const buyer = await (await browser.newContext()).newPage();
  const buyerErrors = collectErrors(buyer);
  await buyer.goto('/en/notice/');
  await buyer.getByRole('link', { name: new RegExp(title) }).click();
  await expect(buyer.getByRole('heading', { name: title })).toBeVisible();
  await expect(buyer.getByTestId('rich-text')).toContainText(`Hello ${tag}`);
  await expect(buyer.getByTestId('rich-text').locator('script, [onerror]')).toHaveCount(0);
  expect(await noXss(buyer)).toBeUndefined();
  const noticeUrl = new URL(buyer.url());

  // Edit: pinned, and a body the sanitiser keeps as it is (no note).
  await row.getByRole('button', { name: c.content.edit }).click();
  const edit = row.getByRole('form', { name: c.content.noticeEditTitle.replace('{title}', title) });
  await edit.getByLabel(c.content.body).fill(`<p>Hello again ${tag}</p>`);
  await edit.getByLabel(c.content.pinned).check();
  await edit.getByRole('button', { name: c.content.save }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.content.noticeSaved);
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText(c.content.pinned);

  // Each language side by side: the Chinese title, then the Chinese notice screen shows it.
  await row.getByRole('button', { name: c.content.languages }).click();
  const zh = row.getByTestId('language-zh-CN');
  await expect(zh).toContainText(c.catalogue.missing);
  await expect(row.getByTestId('language-en').getByLabel(c.content.title)).toHaveValue(title);
  expect(await seriousViolations(page)).toEqual([]);
  const zhTitle = `提前结束 ${tag}`;
  await zh.getByLabel(c.content.title).fill(zhTitle);
  await zh.getByRole('button', { name: c.catalogue.saveLanguage.replace('{language}', '简体中文') }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.catalogue.languageSaved.replace('{language}', '简体中文'));
  await expect(zh).not.toContainText(c.catalogue.missing);
  await buyer.goto(`/zh-CN/notice/${noticeUrl.search}`);
  await expect(buyer.getByRole('heading', { name: zhTitle })).toBeVisible();
  await expect(buyer.getByTestId('rich-text')).toContainText(`Hello again ${tag}`);
  expect(buyerErrors).toEqual([]);

  // Screenshots: the screen with the notice's languages open, both sizes, English and Chinese.
  mkdirSync(OUT, { recursive: true });
  const state = await page.context().storageState();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (const locale of ['en', 'zh-CN']) {
      const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, locale, storageState: state });
      const shot = await context.newPage();
      await shot.goto('/console/content/');
      await expect(shot.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(shot.getByTestId('skeleton')).toHaveCount(0);
      expect(await seriousViolations(shot), `${size.width} ${locale}`).toEqual([]);
      await shot.screenshot({ path: path.join(OUT, `content-${size.width}-${locale}.png`) });
      await shot.goto('/console/content/?show=update');
      await expect(shot.getByTestId('skeleton')).toHaveCount(0);
      await expect(shot.getByTestId('app_config-languages')).toBeVisible();
      expect(await seriousViolations(shot), `update ${size.width} ${locale}`).toEqual([]);
      await shot.screenshot({ path: path.join(OUT, `update-${size.width}-${locale}.png`), fullPage: true });
      await context.close();
    }
  }
  // Chrome reports the body's `onerror` to the page's CSP when the raw HTML is parsed in an inert
  // document (DOMPurify's for the preview, the DOMParser comparing sent and stored): the report
  // says the CSP refused it, and `__xss` above proves nothing ran. Anything else is an error.
  expect(errors.filter((e) => !/CSP: Executing inline event handler/.test(e))).toEqual([]);
});

test('a viewer reads notices, articles and the update config without any write button', async ({ page, request }) => {
  test.setTimeout(120_000);
  await admin(request, '/notices', { title: `For viewers ${tag}`, body: '<p>Read only</p>' });
  const op = await admin<Operator>(request, '/operators/add', { name: `viewer-${tag}`, role: 'viewer' });
  await page.goto('/console/content/');
  await signIn(page, op);
  await changePassword(page, op, `viewer-password-${tag}`);
  await expect(page).toHaveURL('/console/content/');
  const row = page.getByRole('listitem').filter({ hasText: `For viewers ${tag}` });
  await expect(row).toBeVisible();
  await expect(page.getByRole('form', { name: c.content.noticeAdd })).toHaveCount(0);
  await expect(row.getByRole('button', { name: c.content.edit })).toHaveCount(0);
  await row.getByRole('button', { name: c.content.languages }).click();
  await expect(row.getByTestId('language-en').getByLabel(c.content.title)).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await page.getByRole('button', { name: c.content.section.update }).click();
  await expect(page.getByTestId('config-app_version')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
