// Content in the reader's language (issue 22): in zh-CN the home, goods, detail, mine, notice and
// service agreement screens show the seed's Chinese content and none of its English; in fr the
// same show French; a text with no French version shows the English one, marked "shown in
// English"; a registration records the accepted agreement versions and locale. Screenshots of
// home, detail and mine at 390 × 844 in all five locales go to test-results/content-locale/.
import { expect, test, type APIRequestContext, type Page } from './test';
import { SEED_TEXT } from '../server/seed/locales';
import { api, demoTokens, messages, newUser, operator, startLoggedIn, type Tokens } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const LOCALES = ['en', 'fr', 'es', 'zh-CN', 'zh-TW'] as const;
const en = SEED_TEXT.en;

/** Every English content text of the seed that a screen could show (names, titles, levels). */
const ENGLISH = [
  ...Object.values(en.types),
  ...Object.values(en.items).map((i) => i.name),
  en.notices.welcome.title,
  en.notices.hours.title,
  en.agreements.service.title,
  ...Object.values(en.levels),
];

async function scrollId(request: Parameters<typeof api>[0]): Promise<number> {
  // The list in the default locale (no lang): the names the seed wrote into the rows.
  const page = await api<{ items: { id: number; name: string }[] }>(request, 'getProductList', {
    body: { page: 1, pageSize: 50 },
  });
  const found = page.items.find((p) => p.name === en.items['song-dynasty-scroll'].name);
  if (!found) throw new Error('the seeded scroll is not listed');
  return found.id;
}

/**
 * Names of the items other specs added (never the seed's): they have one name in every locale, and
 * some hold a seed word ("Porcelain with a rather long name"), which is not seed content left in
 * English. Read after the screen, so every item it showed is listed.
 */
async function addedNames(request: APIRequestContext): Promise<Set<string>> {
  const seeded = new Set(Object.values(en.items).map((i) => i.name));
  const names = new Set<string>();
  for (let page = 1; ; page++) {
    const answer = await api<{ items: { name: string }[]; total: number }>(request, 'getProductList', {
      body: { page, pageSize: 50 },
    });
    for (const item of answer.items) if (!seeded.has(item.name)) names.add(item.name);
    if (answer.items.length === 0 || page * 50 >= answer.total) return names;
  }
}

async function expectNoEnglish(
  page: Page,
  request: APIRequestContext,
  locale: 'zh-CN' | 'fr',
  what: string,
): Promise<void> {
  const shown = await page.locator('main').innerText();
  const added = await addedNames(request);
  const text = shown
    .split('\n')
    .filter((line) => !added.has(line.trim()))
    .join('\n');
  // The locale's own words: a word spelled alike in both languages (fr « Jade ») is not English here.
  const own = JSON.stringify(SEED_TEXT[locale]);
  for (const word of ENGLISH) {
    // Whole words: French « Porcelaine » contains the English “Porcelain”.
    const whole = new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
    if (whole.test(own)) continue;
    expect(text, `${what} shows English “${word}”`).not.toMatch(whole);
  }
}

for (const locale of ['zh-CN', 'fr'] as const) {
  test(`${locale}: home, goods, detail, mine, a notice and the service agreement show ${locale} content`, async ({
    page,
    request,
  }) => {
    const t = SEED_TEXT[locale];
    const id = await scrollId(request);
    await startLoggedIn(page, await demoTokens(request));

    await page.goto(`/${locale}/home/`);
    await expect(page.getByText(t.types.calligraphy).first()).toBeVisible();
    await expect(page.locator(`[lang="${locale}"]`).first()).toBeAttached();
    await expectNoEnglish(page, request, locale, 'home');

    // Found by its name in the reader's language (the unfiltered list's first page holds the newest
    // items, and the other specs add items of their own).
    const scrollName = t.items['song-dynasty-scroll'].name;
    await page.goto(`/${locale}/goods/?q=${encodeURIComponent(scrollName)}`);
    await expect(page.getByText(scrollName).first()).toBeVisible();
    await expectNoEnglish(page, request, locale, 'goods');

    await page.goto(`/${locale}/goods/detail/?id=${id}`);
    await expect(page.locator('#product-name')).toContainText(t.items['song-dynasty-scroll'].name);
    await expect(page.locator('#product-name [lang]')).toHaveAttribute('lang', locale);
    await expect(page.getByTestId('content-fallback')).toHaveCount(0);
    await expectNoEnglish(page, request, locale, 'detail');

    await page.goto(`/${locale}/mine/`);
    await expect(page.locator('main')).toContainText(t.levels[1]);
    await expectNoEnglish(page, request, locale, 'mine');

    await page.goto(`/${locale}/notice/`);
    await expect(page.getByText(t.notices.welcome.title).first()).toBeVisible();
    await expectNoEnglish(page, request, locale, 'notice');

    await page.goto(`/${locale}/agreement/service/`);
    await expect(page.locator('article header h2')).toHaveText(t.agreements.service.title);
    await expect(page.locator('article header h2')).toHaveAttribute('lang', locale);
    await expectNoEnglish(page, request, locale, 'service agreement');
  });
}

test('a text with no French version shows the English one, marked as such', async ({ page, request }) => {
  const id = await scrollId(request);
  await operator(request, 'contentTextSet', { entity: 'product', id, locale: 'fr', texts: { description: '' } });
  try {
    await page.goto(`/fr/goods/detail/?id=${id}`);
    await expect(page.locator('#product-name')).toContainText(SEED_TEXT.fr.items['song-dynasty-scroll'].name);
    const note = page.getByTestId('content-fallback');
    await expect(note).toHaveText(messages('fr').ui.shownIn.replace('{language}', 'anglais'));
    await expect(page.locator('[data-testid="rich-text"][lang="en"]')).toBeVisible();
  } finally {
    await operator(request, 'contentTextSet', {
      entity: 'product',
      id,
      locale: 'fr',
      texts: { description: SEED_TEXT.fr.items['song-dynasty-scroll'].description },
    });
  }
});

test('registration records the accepted agreement versions and locale', async ({ request }) => {
  const phone = `1369${String(Date.now()).slice(-7)}`;
  await api(request, 'getMobileCodeRegist', { query: { phone, lang: 'zh-TW' } });
  const res = await request.post('/api/front/register?lang=zh-TW', {
    data: { phone, code: '123456', password: 'e2e-password-1' },
  });
  const tokens = ((await res.json()) as { result: Tokens }).result;
  const me = await api<{ id: number; nickname: string }>(request, 'getInfo', { token: tokens.accessToken });
  expect(me.nickname).toBe(SEED_TEXT['zh-TW'].defaultNickname.replace('{last4}', phone.slice(-4)));
  const rows = await operator(request, 'agreementAcceptances', { userId: me.id });
  expect(rows.map((r) => `${r.agreement} v${r.version} ${r.locale} ${r.source}`).sort()).toEqual([
    'notice v1 zh-TW register',
    'privacy v1 zh-TW register',
    'risk v1 zh-TW register',
    'service v1 zh-TW register',
  ]);
});

test('screenshots of home, detail and mine in all five locales', async ({ browser, request }) => {
  // Fifteen page loads, each to network idle (the first of each context installs the service
  // worker and its precache): 42 s one locale after another alone on a quiet machine, over 60 s
  // beside another worker. The five locales' browsers run side by side, so their idle waits overlap.
  test.setTimeout(150_000);
  const id = await scrollId(request);
  await Promise.all(
    LOCALES.map(async (locale) => {
      // A buyer who registered in this language (their default nickname is in it), in a browser of
      // their own: a page's session is set once, before its first script.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await startLoggedIn(page, await newUser(request, locale));
      for (const [name, path] of [
        ['home', `/${locale}/home/`],
        ['detail', `/${locale}/goods/detail/?id=${id}`],
        ['mine', `/${locale}/mine/`],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/content-locale/${locale}-${name}.png` });
      }
      await expect(page.locator('main')).toContainText(SEED_TEXT[locale].levels[1]);
      await context.close();
    }),
  );
});
