// Keyboard and language in the console (issue 42 #11): the sign-in page has the language menu
// (the page changes language at once and keeps it after a reload), and on every signed-in screen
// the first Tab reaches a visible "Skip to content" link that takes the focus past the header and
// the navigation to the screen itself.
import { expect, test } from './test';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { en, messages, seriousViolations } from './helpers';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const c = en.console;
const zh = messages('zh-CN').console;
const tag = Date.now().toString(36);

test('the sign-in page has a language menu; the choice holds after a reload and after signing in', async ({ page }) => {
  await page.goto('/console/sign-in/');
  await expect(page.getByRole('heading', { name: c.signIn.title })).toBeVisible();
  const menu = page.getByRole('combobox', { name: c.language });
  await expect(menu.getByRole('option')).toHaveCount(5);
  await menu.selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: zh.signIn.title })).toBeVisible();
  await expect(page.getByLabel(zh.signIn.name)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { name: zh.signIn.title })).toBeVisible();
  await page.getByRole('combobox', { name: zh.language }).selectOption('en');
  await expect(page.getByRole('heading', { name: c.signIn.title })).toBeVisible();
});

test('the first Tab on a console screen is the skip link, and it lands on the screen', async ({ page, request }) => {
  const op = await admin<Operator>(request, '/operators/add', { name: `kbd-${tag}`, role: 'admin' });
  await page.goto('/console/catalogue/');
  await signIn(page, op);
  await changePassword(page, op, `keyboard-password-${tag}`);
  await expect(page).toHaveURL('/console/catalogue/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.screens.catalogue);

  // A fresh load, the focus on the document: one Tab.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.screens.catalogue);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: c.skipToContent });
  await expect(skip).toBeFocused();
  // Shown while it has the focus: inside the window, not off it.
  const box = (await skip.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab is inside the screen, not back in the header or the navigation.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});
