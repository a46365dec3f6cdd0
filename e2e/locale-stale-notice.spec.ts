// An outdated notice as zh-TW, fr and es readers see it (issue 41 #6, must-show screenshots): the
// notice has a translation in each, then its English body changes. Each reader still reads their
// own text, with the quiet mark naming English and the day, and a link to the current English
// notice; axe finds nothing serious. Screenshots at 390 × 844 go to test-results/locale-names/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { admin } from './a11y-helpers';
import { collectErrors, messages, seriousViolations } from './helpers';

const SHOTS = path.join('test-results', 'locale-names');
const TITLES = { 'zh-TW': '提領審核', fr: 'Examen des retraits', es: 'Revisión de retiros' } as const;
const BODIES = {
  'zh-TW': '<p>提領需經審核。</p>',
  fr: '<p>Les retraits sont examinés.</p>',
  es: '<p>Los retiros se revisan.</p>',
} as const;
/** The language name each reader's mark uses for English (Intl.DisplayNames, as the mark does). */
const english = (locale: string) => new Intl.DisplayNames(locale, { type: 'language' }).of('en') ?? 'en';

test('an outdated notice in zh-TW, fr and es: the reader’s own text, marked, linking to the English', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const notice = await admin<{ id: number }>(request, '/notices', {
    title: `Withdrawal reviews ${tag}`,
    body: '<p>Withdrawals are reviewed.</p>',
  });
  for (const locale of ['zh-TW', 'fr', 'es'] as const) {
    await admin(request, '/content/texts', {
      entity: 'notice',
      id: notice.id,
      locale,
      texts: { title: `${TITLES[locale]} ${tag}`, body: BODIES[locale] },
    });
  }
  // The English text gains a line; every translation above was made from the one before.
  await admin(request, '/content/texts', {
    entity: 'notice',
    id: notice.id,
    locale: 'en',
    texts: { body: '<p>Withdrawals are reviewed. Over CN¥10,000 they need two reviews.</p>' },
  });

  mkdirSync(SHOTS, { recursive: true });
  for (const locale of ['zh-TW', 'fr', 'es'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`/${locale}/notice/?id=${notice.id}`);
    await expect(page.getByRole('heading', { name: `${TITLES[locale]} ${tag}` })).toBeVisible();
    await expect(page.getByTestId('rich-text')).toHaveText(BODIES[locale].replace(/<\/?p>/g, ''));
    const mark = page.getByTestId('stale-mark');
    await expect(mark).toContainText(english(locale));
    const link = mark.getByRole('link', { name: messages(locale).content.readCurrent });
    await expect(link).toHaveAttribute('href', `/en/notice/?id=${notice.id}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `notice-outdated-390-${locale}.png`) });
    expect(errors).toEqual([]);
    await context.close();
  }
});
