// Touch targets (issue 14): the tab bar's links and the primary buttons of login, goods detail
// (Buy), recharge (Submit) and a Form screen (nickname, Save) measure at least 44 × 44 CSS px on
// the phone-sized screen (boundingBox, so padding and the real layout count); so do the nav
// bar's Back, the receipt's add tile, the notice bar's More and a link alone under a form.
import { expect, test, type Locator } from './test';
import { addItem, fundedUser, openWindow } from './a11y-helpers';
import { en, heading, startLoggedIn, TAB_IDS, title } from './helpers';

const MIN = 44;

async function size(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${what} has no box`);
  return { what, width: Math.round(box.width * 100) / 100, height: Math.round(box.height * 100) / 100 };
}

test('tab bar links and primary buttons are at least 44 × 44 px', async ({ page, request }) => {
  const sizes: { what: string; width: number; height: number }[] = [];

  // Logged out: the login screen, with the tab bar's links measured on home first.
  await page.goto('/en/home/');
  await expect(heading(page)).toHaveText(title('home'));
  const tabs = page.getByTestId('tab-bar').getByRole('link');
  await expect(tabs).toHaveCount(TAB_IDS.length);
  for (let i = 0; i < TAB_IDS.length; i++) sizes.push(await size(tabs.nth(i), `tab ${TAB_IDS[i]}`));
  // The notice bar's "More" was 43 px wide before its min-width.
  sizes.push(await size(page.getByRole('link', { name: en.home.moreNotices }), 'home: more notices'));
  await page.goto('/en/login/');
  sizes.push(await size(page.getByRole('button', { name: en.session.submit, exact: true }), 'login: Log in'));
  sizes.push(await size(page.getByRole('button', { name: en.session.withPassword }), 'login: password mode'));

  // Logged in with money, bidding open: Buy is the detail screen's action.
  await openWindow(request);
  const item = await addItem(request, 'E2E touch bowl');
  await startLoggedIn(page, await fundedUser(request));
  await page.goto(`/en/goods/detail/?id=${item.id}`);
  await expect(page.getByTestId('buy-bar')).toHaveAttribute('data-state', /ready|closed/);
  sizes.push(await size(page.getByTestId('buy-button'), 'detail: Buy'));
  sizes.push(await size(page.getByRole('button', { name: en.nav.back }), 'nav bar: Back'));
  await page.goto('/en/mine/recharge/');
  sizes.push(await size(page.getByRole('button', { name: en.recharge.submit }), 'recharge: Submit'));
  sizes.push(await size(page.getByTestId('upload-input').locator('xpath=..'), 'recharge: add receipt'));
  // A link alone under a form's submit button was 24 px high before Form's footer rule.
  sizes.push(await size(page.getByRole('link', { name: en.recharge.records }), 'recharge: records link'));
  await page.goto('/en/mine/nickname/');
  sizes.push(await size(page.getByRole('button', { name: en.account.save }), 'nickname form: Save'));

  const small = sizes.filter((s) => s.width < MIN || s.height < MIN);
  expect(small, JSON.stringify(sizes)).toEqual([]);
});
