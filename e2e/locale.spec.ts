// Switching language keeps the screen and query, and stays switched.
import { expect, test } from './test';
import { demoTokens, heading, messages, startLoggedIn } from './helpers';

const fr = messages('fr');
const es = messages('es');

test('the nav bar language menu switches and the choice persists', async ({ page }) => {
  await page.goto('/en/goods/detail/?id=5');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr/goods/detail/?id=5');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(heading(page)).toHaveText(fr.routes.goodsDetail);
  await page.reload();
  await expect(heading(page)).toHaveText(fr.routes.goodsDetail);
  await page.goto('/');
  await expect(page).toHaveURL('/fr/home/');
  await expect(heading(page)).toHaveText(fr.routes.home);
  // Back from the detail page opened first still goes home, in the new language.
  await page.goto('/#/pages/goods/detail/index?id=5');
  await page.getByRole('button', { name: fr.nav.back }).click();
  await expect(page).toHaveURL('/fr/home/');
});

test('the Mine page switches language in its body', async ({ page, request }) => {
  await startLoggedIn(page, await demoTokens(request));
  await page.goto('/en/mine/');
  await page.getByRole('main').getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es/mine/');
  await expect(heading(page)).toHaveText(es.routes.mine);
  await expect(page.getByRole('main').getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/#/pages/mine/personal/settings/index');
  await expect(page).toHaveURL('/es/mine/settings/');
  await expect(heading(page)).toHaveText(es.routes.settings);
});
