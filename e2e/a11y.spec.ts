// Accessibility sweep (axe-core): every route of the route table in all five locales, logged in
// (every screen's own body) and logged out (the public screens; the others show the login screen).
// Serious and critical violations fail; the full list is in the failure message.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../lib/i18n/config';
import { demoTokens, heading, ROUTE_IDS, ROUTES, startLoggedIn } from './helpers';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens every route and collects what axe finds once each screen has settled. */
async function sweep(page: Page, locale: string, ids: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const id of ids) {
    const url = `/${locale}/${ROUTES[id as keyof typeof ROUTES].segment}?id=5`;
    await page.goto(url);
    await expect(heading(page), url).toBeVisible();
    // Settled: no skeleton or spinner left (the screen shows its data, empty or error state).
    await expect(page.getByTestId('skeleton').or(page.getByTestId('spinner')), url).toHaveCount(0);
    for (const v of await seriousViolations(page)) found.push(`${url} ${v}`);
  }
  return found;
}

for (const locale of LOCALES) {
  test(`no serious axe violations on any screen, logged in (${locale})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await startLoggedIn(page, await demoTokens(request));
    expect(await sweep(page, locale, ROUTE_IDS)).toEqual([]);
  });

  test(`no serious axe violations on the public screens, logged out (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    expect(
      await sweep(
        page,
        locale,
        ROUTE_IDS.filter((id) => !ROUTES[id].login),
      ),
    ).toEqual([]);
  });
}

test('no axe violations on the not-found screen and in the language dialog', async ({ page }) => {
  await page.goto('/en/nowhere/');
  await expect(heading(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/en/goods/');
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
