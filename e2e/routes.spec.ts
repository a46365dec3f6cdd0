// Every screen of spec section 2 opens by its segment URL, by its spec hash link and by its
// spec path link, survives a reload, and carries the tab bar exactly when it is a tab page.
import { expect, test } from './test';
import {
  collectErrors,
  demoTokens,
  en,
  heading,
  messages,
  ROUTE_IDS,
  ROUTES,
  startLoggedIn,
  TAB_IDS,
  title,
} from './helpers';

// Every screen is opened and reloaded under the service worker here (the suite blocks it
// elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Four groups of about ten screens: each test does two full page loads per screen, and a group
// of nineteen came within a few seconds of the 60 s test timeout on a busy 2-core machine.
const GROUPS = 4;
const size = Math.ceil(ROUTE_IDS.length / GROUPS);
const groups = Array.from({ length: GROUPS }, (_, i) => ROUTE_IDS.slice(i * size, (i + 1) * size));
/** The title with `?id=5`: the add-address screen with an id is the edit form (its own title). */
const titleWithId = (id: (typeof ROUTE_IDS)[number]) => (id === 'addressAdd' ? en.addresses.editTitle : title(id));

test('logged out, every screen that needs a login opens the login screen with a way back', async ({ page }) => {
  for (const id of ROUTE_IDS.filter((r) => ROUTES[r].login)) {
    await page.goto(`/en/${ROUTES[id].segment}?id=5`);
    const from = encodeURIComponent(`/${ROUTES[id].segment}?id=5`);
    await expect(page, id).toHaveURL(`/en/login/?from=${from}`);
    await expect(heading(page), id).toHaveText(title('login'));
  }
});

test.describe('logged in', () => {
  // So screens behind the login gate open too (the gate has its own test above).
  test.beforeEach(async ({ page, request }) => startLoggedIn(page, await demoTokens(request)));

  groups.forEach((ids, n) => {
    test(`segment URLs open their screens and survive a reload (group ${n + 1})`, async ({ page }) => {
      const errors = collectErrors(page);
      for (const id of ids) {
        const url = `/en/${ROUTES[id].segment}?id=5`;
        await page.goto(url);
        await expect(heading(page), id).toHaveText(titleWithId(id));
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.getByTestId('tab-bar'), id).toHaveCount(TAB_IDS.includes(id) ? 1 : 0);
        await expect(page.getByRole('button', { name: 'Back' }), id).toHaveCount(TAB_IDS.includes(id) ? 0 : 1);
        await page.reload();
        await expect(heading(page), `${id} after reload`).toHaveText(titleWithId(id));
        expect(new URL(page.url()).search).toBe('?id=5');
      }
      expect(errors).toEqual([]);
    });

    test(`spec links open their screens with the query (group ${n + 1})`, async ({ page }) => {
      const errors = collectErrors(page);
      for (const id of ids) {
        const target = `/en/${ROUTES[id].segment}?id=5&x=y`;
        await page.goto(`/#${ROUTES[id].spec}?id=5&x=y`);
        await expect(page, id).toHaveURL(target);
        await expect(heading(page), id).toHaveText(titleWithId(id));

        await page.goto(`${ROUTES[id].spec}?id=5&x=y`);
        await expect(page, `${id} by path`).toHaveURL(target);
        await expect(heading(page), `${id} by path`).toHaveText(titleWithId(id));
      }
      expect(errors).toEqual([]);
    });
  });
});

test('the home tab answers to /, /#/ and pages/home/index', async ({ page }) => {
  for (const url of ['/', '/#/', '/#/pages/home/index', '/pages/home/index', '/en/']) {
    await page.goto(url);
    await expect(page, url).toHaveURL('/en/home/');
    await expect(heading(page)).toHaveText(title('home'));
  }
});

test('each page ships in its own language with only that language’s messages', async ({ request }) => {
  const texts = (locale: string) => messages(locale).screen.comingSoon;
  for (const locale of ['en', 'fr', 'es', 'zh-CN', 'zh-TW']) {
    const html = await (await request.get(`/${locale}/goods/detail/`)).text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(messages(locale).routes.goodsDetail);
    for (const other of ['en', 'fr', 'es', 'zh-CN', 'zh-TW'].filter((l) => l !== locale)) {
      expect(html, `${locale} page has ${other} text`).not.toContain(texts(other));
    }
  }
});
