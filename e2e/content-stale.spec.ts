// Translations that go stale (issue 41 #6, docs/i18n.md "Stale translations"): a notice with a
// Chinese translation is edited in English in the console; the console marks zh-CN outdated on
// the notice's card, in its languages and under "Needs translation"; the zh-CN reader still reads
// the Chinese text, with the quiet "updated in English on …" mark and a link to the current
// English text, which opens it. Translating again clears every mark. Screenshots (console 1280 ×
// 800 and 1024 × 768, buyer 390 × 844; en and zh-CN) go to test-results/content-stale/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { collectErrors, en, messages, seriousViolations } from './helpers';

const c = en.console;
const zhCN = messages('zh-CN');
const tag = Date.now().toString(36);
const OUT = process.env.C2_SHOTS ?? path.join('test-results', 'content-stale');

test('a notice edited in English is marked outdated in zh-CN, for the console and for the reader', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  const title = `Withdrawal reviews ${tag}`;
  const notice = await admin<{ id: number }>(request, '/notices', {
    title,
    body: '<p>Withdrawals are reviewed.</p>',
  });
  const zhTitle = `提现审核 ${tag}`;
  await admin(request, '/content/texts', {
    entity: 'notice',
    id: notice.id,
    locale: 'zh-CN',
    texts: { title: zhTitle, body: '<p>提现需审核。</p>' },
  });

  const op = await admin<Operator>(request, '/operators/add', { name: `stale-${tag}`, role: 'catalogue' });
  await page.goto('/console/content/');
  await signIn(page, op);
  await changePassword(page, op, `stale-password-${tag}`);
  await expect(page).toHaveURL('/console/content/');
  const row = page
    .getByRole('list', { name: c.content.section.notices })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId(`outdated-notice-${notice.id}`)).toHaveCount(0);

  // The English body gains the line about two reviews.
  await row.getByRole('button', { name: c.content.edit }).click();
  const edit = row.getByRole('form', { name: c.content.noticeEditTitle.replace('{title}', title) });
  const current = '<p>Withdrawals are reviewed. Over CN¥10,000 they need two reviews.</p>';
  await edit.getByLabel(c.content.body).fill(current);
  await edit.getByRole('button', { name: c.content.save }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.content.noticeSaved);

  // The console: the card's tag, the zh-CN column, and "Needs translation".
  const outdated = c.content.outdatedIn.replace('{languages}', '简体中文');
  await expect(row.getByTestId(`outdated-notice-${notice.id}`)).toHaveText(outdated);
  await row.getByRole('button', { name: c.content.languages }).click();
  const zh = row.getByTestId('language-zh-CN');
  await expect(zh).toContainText(c.catalogue.outdated);
  await expect(row.getByTestId('language-fr')).not.toContainText(c.catalogue.outdated);
  await expect(row.getByTestId('outdated-zh-CN')).toContainText(c.content.body);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: c.content.section.translate }).click();
  await expect(page).toHaveURL(/show=translate/);
  const listed = page
    .getByRole('list', { name: c.content.section.translate })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(listed).toContainText('简体中文');
  await expect(listed).toContainText(c.content.entity.notice);
  expect(await seriousViolations(page)).toEqual([]);

  // The zh-CN reader: the Chinese text, marked, and a link to the current English text.
  mkdirSync(OUT, { recursive: true });
  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const buyer = await buyerContext.newPage();
  const buyerErrors = collectErrors(buyer);
  await buyer.goto(`/zh-CN/notice/?id=${notice.id}`);
  await expect(buyer.getByRole('heading', { name: zhTitle })).toBeVisible();
  await expect(buyer.getByTestId('rich-text')).toContainText('提现需审核。');
  const mark = buyer.getByTestId('stale-mark');
  await expect(mark).toContainText(/英语原文已于.+更新。/);
  const link = mark.getByRole('link', { name: zhCN.content.readCurrent });
  await expect(link).toHaveAttribute('href', `/en/notice/?id=${notice.id}`);
  expect(await seriousViolations(buyer)).toEqual([]);
  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await buyer.screenshot({ path: path.join(OUT, 'notice-390-zh-CN.png') });
  await link.click();
  await expect(buyer).toHaveURL(`/en/notice/?id=${notice.id}`);
  await expect(buyer.getByRole('heading', { name: title })).toBeVisible();
  await expect(buyer.getByTestId('rich-text')).toContainText('two reviews');
  await expect(buyer.getByTestId('stale-mark')).toHaveCount(0);

  // Console screenshots: the notice's languages and "Needs translation", both sizes, en and zh-CN.
  const state = await page.context().storageState();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    for (const locale of ['en', 'zh-CN']) {
      const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, locale, storageState: state });
      const shot = await context.newPage();
      await shot.goto('/console/content/?show=translate');
      await expect(shot.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(shot.getByTestId('skeleton')).toHaveCount(0);
      await shot
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByRole('button', { name: messages(locale).console.content.translateOpen })
        .click();
      await expect(shot.getByTestId(`notice-${notice.id}-languages`)).toBeVisible();
      expect(await seriousViolations(shot), `${size.width} ${locale}`).toEqual([]);
      await shot.screenshot({ path: path.join(OUT, `translate-${size.width}-${locale}.png`) });
      await context.close();
    }
  }

  // Translated again: no mark anywhere.
  await page.goto('/console/content/');
  await row.getByRole('button', { name: c.content.languages }).click();
  await zh.getByLabel(c.content.body).fill('<p>提现需审核，超过 CN¥10,000 需两次审核。</p>');
  await zh.getByRole('button', { name: c.catalogue.saveLanguage.replace('{language}', '简体中文') }).click();
  await expect(page.getByTestId('toast')).toHaveText(c.catalogue.languageSaved.replace('{language}', '简体中文'));
  await expect(zh).not.toContainText(c.catalogue.outdated);
  await expect(row.getByTestId(`outdated-notice-${notice.id}`)).toHaveCount(0);
  await buyer.goto(`/zh-CN/notice/?id=${notice.id}`);
  await expect(buyer.getByTestId('rich-text')).toContainText('两次审核');
  await expect(buyer.getByTestId('stale-mark')).toHaveCount(0);
  expect(buyerErrors).toEqual([]);
  expect(errors).toEqual([]);
  await buyerContext.close();
});
