// Content screens (notices, agreements, articles, company, assist, download, the update check):
// each shows its content in English and Simplified Chinese with no serious axe finding; server
// HTML never runs script; copying says so; the update check follows the server's configuration.
import { expect, test, type Page } from './test';
import { SEED_TEXT } from '../server/seed/locales';
import {
  axe,
  operator,
  collectErrors,
  demoTokens,
  heading,
  imagesSettled,
  messages,
  startLoggedIn,
  title,
  type RouteId,
} from './helpers';

// page.route must see the app's API requests (a service worker would answer them first).
test.use({ serviceWorkers: 'block' });

async function noSeriousAxe(page: Page, what: string): Promise<void> {
  const { violations } = await axe(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const richText = (page: Page) => page.getByTestId('rich-text');
/** The notice's or article's own title (its body may have headings of the same level). */
const articleTitle = (page: Page) => page.locator('article header h2');

/** Page errors and CSP refusals (a refused service-worker registration is caught: lib/pwa/register.ts). */
function pageErrors(page: Page): () => string[] {
  const errors = collectErrors(page);
  return () => errors;
}

for (const locale of ['en', 'zh-CN'] as const) {
  const m = messages(locale);
  const c = m.content;

  test(`every content screen shows its content (${locale})`, async ({ page, request }) => {
    // The seeded content in this locale (issue 22): the server answers each reader in their language.
    const seed = SEED_TEXT[locale];
    const plain = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const errors = pageErrors(page);
    await startLoggedIn(page, await demoTokens(request));
    const visit = async (path: string, id: RouteId) => {
      await page.goto(`/${locale}/${path}`);
      await expect(heading(page)).toHaveText(title(id, m));
    };

    // Notices: the list (the seeded welcome notice pinned), then one notice in full, and back. Found
    // by its title: e2e/console-content.spec pins a newer notice of its own, at the same time.
    await visit('notice/', 'notice');
    const list = page.getByRole('list', { name: c.noticesLabel });
    const first = list.getByRole('link').filter({ hasText: seed.notices.welcome.title });
    await expect(first).toContainText(seed.notices.welcome.title);
    await expect(first).toContainText(c.pinned);
    await expect(list).toContainText(seed.notices.hours.title);
    await noSeriousAxe(page, 'notice list');
    await first.click();
    await expect(page).toHaveURL(/\/notice\/\?id=\d+$/);
    await expect(articleTitle(page)).toHaveText(seed.notices.welcome.title);
    await expect(richText(page)).toContainText(plain(seed.notices.welcome.body).slice(0, 12));
    await noSeriousAxe(page, 'notice');
    await page.getByRole('link', { name: c.allNotices }).click();
    await expect(page.getByRole('list', { name: c.noticesLabel })).toBeVisible();
    await page.goto(`/${locale}/notice/?id=999999`);
    await expect(page.getByRole('heading', { name: c.noticeMissingTitle })).toBeVisible();

    // The four agreements, each by its configured article id.
    const agreements: [RouteId, string, string][] = [
      ['agreementService', 'agreement/service/', seed.agreements.service.title],
      ['agreementPrivacy', 'agreement/privacy/', seed.agreements.privacy.title],
      ['agreementNotice', 'agreement/notice/', seed.agreements.notice.title],
      ['agreementRisk', 'agreement/risk/', seed.agreements.risk.title],
    ];
    for (const [id, path, expected] of agreements) {
      await visit(path, id);
      await expect(articleTitle(page)).toHaveText(expected);
      await expect(richText(page)).not.toBeEmpty();
      await expect(page.locator('article')).toContainText(c.updatedAt.split('{date}')[0]!.trim());
      await noSeriousAxe(page, path);
    }

    // Any article by id, and a link without one.
    await visit('agreement/article/?id=1', 'article');
    await expect(articleTitle(page)).toHaveText(seed.agreements.privacy.title);
    await visit('agreement/article/', 'article');
    await expect(page.getByRole('heading', { name: c.articleMissingTitle })).toBeVisible();
    await noSeriousAxe(page, 'article without id');

    // Company: name, introduction, contact details.
    await visit('company/', 'company');
    await expect(page.getByRole('heading', { level: 2, name: seed.company.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: c.about })).toBeVisible();
    await expect(page.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    await expect(page.getByRole('button', { name: c.copyPhone })).toBeVisible();
    await noSeriousAxe(page, 'company');

    // Assist: information only, in the reader's language.
    await visit('assist/', 'assist');
    await expect(page.getByRole('heading', { name: c.assistAbout })).toBeVisible();
    await expect(page.getByText(c.assistTip2)).toBeVisible();
    await noSeriousAxe(page, 'assist');

    // Download: the app's link as text and as a QR code drawn on a canvas.
    await visit('download/', 'download');
    const origin = new URL(page.url()).origin;
    await expect(page.getByTestId('app-link')).toHaveText(`${origin}/`);
    await expect(page.getByRole('img', { name: c.qrAlt })).toHaveAttribute('data-drawn', 'true');
    await expect(page.getByText(m.content.currentVersion.replace('{version}', '1.0.5'))).toBeVisible();
    await noSeriousAxe(page, 'download');
    expect(errors()).toEqual([]);
  });
}

test('server HTML never runs script, even when the server sends it unsanitised', async ({ page, request }) => {
  const errors = pageErrors(page);
  const payload = [
    '<p>Payload notice body</p>',
    '<img src="/nope.png" alt="x" onerror="window.__pwned = 1">',
    '<script>window.__pwned = 2</script>',
    '<a href="javascript:window.__pwned = 3">click me</a>',
    '<svg><script>window.__pwned = 4</script></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned = 5">',
    '<noscript><p title="</noscript><img src=x onerror=window.__pwned=6>">',
    '<iframe srcdoc="<script>parent.__pwned = 7</script>"></iframe>',
    '<form><button formaction="javascript:window.__pwned=8">go</button></form>',
  ].join('');

  // Through the operator API: the server cleans it when saving.
  const { id } = await operator(request, 'noticeAdd', { title: 'Scripted notice', body: payload, pinned: false });
  await page.goto(`/en/notice/?id=${id}`);
  await expect(richText(page)).toContainText('Payload notice body');
  await expect(richText(page).locator('script, iframe, [onerror], form')).toHaveCount(0);
  expect(errors()).toEqual([]);

  // And straight from a (compromised) server that answers HTML where the tree belongs: the read
  // check refuses the answer whole (the screen says it could not load), and nothing is parsed.
  // Forged trees have their own spec (e2e/rich-text-tree.spec.ts).
  await page.route('**/api/front/GetNotice*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { result: { id: number; content: unknown }[] };
    for (const n of body.result) if (n.id === id) n.content = payload;
    await route.fulfill({ response: res, json: body });
  });
  // Without the answer this phone stored on the first visit (last seen: shown until a fresh one
  // passes its check), so what is on screen can only come from the forged answer.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('error-state')).toBeVisible();
  await expect(richText(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('Payload notice body');
  await imagesSettled(page.locator('body'));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('iframe, [onerror], a[href^="javascript:" i]').count()).toBe(0);
  expect(errors()).toEqual([]);
});

test.describe('copying', () => {
  test('a copy button toasts "Content copied"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/company/');
    await page.getByRole('button', { name: messages('en').content.copyPhone }).click();
    await expect(page.getByTestId('toast')).toHaveText(messages('en').ui.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+1 555 0100');
  });

  test('a refused copy toasts "Copy failed, please copy manually" (zh-CN)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      document.execCommand = () => false;
    });
    const zh = messages('zh-CN');
    await page.goto('/zh-CN/download/');
    await page.getByRole('button', { name: zh.content.copyLink }).click();
    await expect(page.getByTestId('toast')).toHaveText(zh.ui.copyFailed);
  });
});

test('the update check follows the server’s app_version (empty, newer, same)', async ({ page, request }) => {
  const en = messages('en').content;
  const zh = messages('zh-CN').content;
  try {
    // A newer version: its change log, and Download leads to the links.
    await operator(request, 'configSet', { code: 'app_version', value: '9.9.9' });
    await operator(request, 'configSet', { code: 'app_change_log', value: 'Brand new look.' });
    await page.goto('/en/download/');
    await page.getByRole('button', { name: en.checkUpdate }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(en.newerTitle.replace('{version}', '9.9.9'));
    await expect(dialog.getByTestId('change-log')).toHaveText('Brand new look.');
    await expect(dialog).toContainText(en.newerBody.replace('{current}', '1.0.5'));
    const { violations } = await axe(page).include('dialog').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await dialog.getByRole('button', { name: en.download }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('app-link')).toBeInViewport();

    // An empty configuration: the spec's "cannot connect" prompt, in the reader's language.
    await operator(request, 'configSet', { code: 'app_version', value: null });
    await operator(request, 'configSet', { code: 'app_change_log', value: null });
    await page.goto('/zh-CN/download/');
    await page.getByRole('button', { name: zh.checkUpdate }).click();
    const prompt = page.getByRole('dialog');
    await expect(prompt.getByRole('heading', { level: 2 })).toHaveText(zh.unreachableTitle);
    await expect(prompt).toContainText(zh.unreachableBody);
    await prompt.getByRole('button', { name: messages('zh-CN').ui.cancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await operator(request, 'configSet', { code: 'app_version', value: '1.0.5' });
    await operator(request, 'configSet', {
      code: 'app_change_log',
      value: 'Installable app, five languages, offline notices and agreements.',
    });
  }

  // The same version: a toast says so.
  await page.goto('/en/download/');
  await page.getByRole('button', { name: en.checkUpdate }).click();
  await expect(page.getByTestId('toast')).toHaveText(en.latest.replace('{version}', '1.0.5'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
