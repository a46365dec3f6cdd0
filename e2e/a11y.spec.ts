// Automated accessibility checks (axe) on the shell's kinds of screens.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoTokens, heading, startLoggedIn } from './helpers';

for (const url of [
  '/en/home/',
  '/zh-TW/goods/detail/?id=5',
  '/fr/mine/',
  '/en/nowhere/',
  '/en/goods/',
  '/zh-CN/login/',
  '/en/mine/bank/',
]) {
  test(`no axe violations on ${url}`, async ({ page, request }) => {
    await startLoggedIn(page, await demoTokens(request));
    await page.goto(url);
    await expect(heading(page)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('no axe violations in the language dialog', async ({ page }) => {
  await page.goto('/en/goods/');
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
