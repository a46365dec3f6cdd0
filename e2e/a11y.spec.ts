// Accessibility sweep (axe-core): every route of the route table in all five locales, logged in
// (every screen's own body) and logged out (the public screens; a screen behind the login sends
// a logged-out reader to the login screen, which is one of them, and one such screen is opened
// per locale to show it). Serious and critical violations fail; the full list is in the failure
// message. The tests are independent and spread over the workers (each sweep is a minute or two).
import { expect, test, type Page } from './test';
import { LOCALES } from '../lib/i18n/config';
import {
  axe,
  demoTokens,
  heading,
  messages,
  navigate,
  ROUTE_IDS,
  ROUTES,
  seriousViolations,
  startLoggedIn,
  title,
  type RouteId,
} from './helpers';

test.describe.configure({ mode: 'parallel' });
// Each screen from the server, with no service worker precaching every locale's pages behind the
// sweep: that cost each test a third more CPU (browser and server) and checks nothing axe reads.
// The worker's own screens and states are pwa.spec's and the offline specs'.
test.use({ serviceWorkers: 'block' });

const PUBLIC = ROUTE_IDS.filter((id) => !ROUTES[id].login);
const GATED = ROUTE_IDS.filter((id) => ROUTES[id].login);

/**
 * Opens every route and collects what axe finds once each screen has settled. The first screen is
 * loaded from the server; the sweep then goes from screen to screen as a reader does, by the app's
 * own client navigation (Next's router): the screen axe checks is the same, without a new document
 * to parse the app's scripts and axe's 0.5 MB into for every screen (about half a sweep's time).
 */
async function sweep(page: Page, locale: string, ids: readonly RouteId[]): Promise<string[]> {
  const found: string[] = [];
  for (const [i, id] of ids.entries()) {
    const url = `/${locale}/${ROUTES[id].segment}?id=5`;
    if (i === 0) await page.goto(url);
    else await navigate(page, url);
    await expect(heading(page), url).toBeVisible();
    // Settled: no skeleton or spinner left (the screen shows its data, empty or error state).
    await expect(page.getByTestId('skeleton').or(page.getByTestId('spinner')), url).toHaveCount(0);
    for (const v of await seriousViolations(page)) found.push(`${url} ${v}`);
  }
  return found;
}

for (const locale of LOCALES) {
  test(`no serious axe violations on the screens behind the login, logged in (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await startLoggedIn(page, await demoTokens(request));
    expect(await sweep(page, locale, GATED)).toEqual([]);
  });

  test(`no serious axe violations on the public screens, logged in (${locale})`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await startLoggedIn(page, await demoTokens(request));
    expect(await sweep(page, locale, PUBLIC)).toEqual([]);
  });

  test(`no serious axe violations on the public screens, logged out (${locale})`, async ({ page }) => {
    test.setTimeout(150_000);
    const found = await sweep(page, locale, PUBLIC);
    // A screen behind the login, logged out: the login screen it leads to.
    await page.goto(`/${locale}/${ROUTES.mine.segment}`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/${ROUTES.login.segment}`));
    await expect(heading(page)).toHaveText(title('login', messages(locale)));
    for (const v of await seriousViolations(page)) found.push(`${page.url()} ${v}`);
    expect(found).toEqual([]);
  });
}

test('no axe violations on the not-found screen and in the language dialog', async ({ page }) => {
  await page.goto('/en/nowhere/');
  await expect(heading(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/en/goods/');
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await axe(page).include('dialog').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
