// The shell: tab bar, Back, spinner, not-found, malformed links, invitation codes.
import { expect, test } from './test';
import { collectErrors, demoTokens, heading, ROUTES, startLoggedIn, TAB_IDS, title, zhTW } from './helpers';

test('the tab bar navigates between the five tabs of the active reading', async ({ page, request }) => {
  await startLoggedIn(page, await demoTokens(request));
  await page.goto('/en/home/');
  const bar = page.getByTestId('tab-bar');
  await expect(bar.getByRole('link')).toHaveCount(5);
  const box = await bar.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(60);
  const icon = await bar.locator('svg').first().boundingBox();
  expect(icon?.width).toBe(24);
  await expect(bar.locator('.tab-bar__label').first()).toHaveCSS('font-size', '10px');
  for (const id of [...TAB_IDS.slice(1), TAB_IDS[0]!]) {
    await bar.locator(`a[data-route="${id}"]`).click();
    await expect(page).toHaveURL(`/en/${ROUTES[id].segment}`);
    await expect(heading(page)).toHaveText(title(id));
    const selected = page.getByTestId('tab-bar').locator('[aria-current="page"]');
    await expect(selected).toHaveAttribute('data-route', id);
    await expect(selected).toHaveCSS('color', 'rgb(212, 48, 48)');
  }
});

test('Back from a deep link opened first goes home; otherwise it goes back', async ({ page }) => {
  await page.goto('/#/pages/goods/detail/index?id=5');
  await expect(heading(page)).toHaveText(title('goodsDetail'));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/en/home/');
  await expect(heading(page)).toHaveText(title('home'));

  await page.goto('/en/goods/');
  await page.goto('/en/goods/detail/?id=6');
  await page.reload();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/en/goods/');
  await expect(heading(page)).toHaveText(title('goods'));
});

test.describe('in Traditional Chinese', () => {
  test.use({ locale: 'zh-TW' });

  test('a zh-TW browser lands on Traditional Chinese pages', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/zh-TW/home/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(heading(page)).toHaveText(zhTW.routes.home);
    await page.goto('/#/pages/goods/detail/index?id=5');
    await expect(page).toHaveURL('/zh-TW/goods/detail/?id=5');
    await expect(heading(page)).toHaveText(zhTW.routes.goodsDetail);
  });

  test('an unknown route shows a translated not-found screen with a way home', async ({ page }) => {
    for (const url of ['/zh-TW/nowhere/', '/pages/nope/index', '/#/pages/nope/index']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(zhTW.errors.notFoundTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    }
    await page.getByRole('link', { name: zhTW.errors.notFoundHome }).click();
    await expect(page).toHaveURL('/zh-TW/home/');
    await expect(heading(page)).toHaveText(zhTW.routes.home);
  });
});

test('a malformed hash does not crash: it opens home', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/#/%%%');
  await expect(page).toHaveURL('/en/home/');
  await expect(heading(page)).toHaveText(title('home'));
  expect(errors).toEqual([]);
});

test('an invitation code on the entry URL is saved', async ({ page }) => {
  await page.goto('/?invitationCode=AB12#/pages/register/register');
  await expect(page).toHaveURL('/en/register/?invitationCode=AB12');
  expect(await page.evaluate(() => localStorage.getItem('invitationCode'))).toBe('AB12');
  await page.goto('/#/pages/goods/index?invitationCode=HASH7');
  await expect(heading(page)).toHaveText(title('goods'));
  expect(await page.evaluate(() => localStorage.getItem('invitationCode'))).toBe('HASH7');
});
