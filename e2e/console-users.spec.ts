// The console's users table (issue 42 #5, #6) against the real server: support types part of a
// buyer's phone number into the table's search, the buyer's row shows, and the whole query (search,
// sort) is in the URL: a reload shows the same rows in the same order. A click on the row opens the
// user's detail. Axe finds nothing serious; screenshots of the screen (1280 × 800 and 1024 × 768, en
// and zh-CN, a user open) go to test-results/console-users/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './test';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { api, en, newUser, seriousViolations } from './helpers';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const c = en.console;
const OUT = path.join('test-results', 'console-users');
const tag = Date.now().toString(36);
const state: { userId?: number; phone?: string } = {};

async function operatorPage(browser: Browser, role: string, to = '/console/users/'): Promise<Page> {
  const name = `${role.slice(0, 4)}-u-${tag}`;
  const op = await admin<Operator>((await browser.newContext()).request, '/operators/add', { name, role });
  const page = await (await browser.newContext()).newPage();
  await page.goto(to);
  await signIn(page, op);
  await changePassword(page, op, `${role}-password-${tag}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: c.users.list.label });
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });

test('a partial phone finds a user in the users table, and a reload keeps the query', async ({ browser, request }) => {
  const buyer = await newUser(request);
  state.phone = buyer.phone;
  state.userId = (await api<{ id: number }>(request, 'getInfo', { token: buyer.accessToken })).id;
  // Seven digits from the middle of the number: no whole number, no prefix.
  const part = buyer.phone.slice(2, 9);

  const page = await operatorPage(browser, 'support');
  await expect(table(page)).toBeVisible();
  await page.getByLabel(c.users.list.search).fill(part);
  await page.getByRole('button', { name: c.table.apply }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${part}`));
  const row = table(page).getByRole('row').filter({ hasText: buyer.phone });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(String(state.userId));

  // Sort by balance, largest first: a header button, aria-sort, and the URL.
  await header(page, c.users.list.balance).getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=balance/);
  await expect(header(page, c.users.list.balance)).toHaveAttribute('aria-sort', 'descending');

  await page.reload();
  await expect(page.getByLabel(c.users.list.search)).toHaveValue(part);
  await expect(header(page, c.users.list.balance)).toHaveAttribute('aria-sort', 'descending');
  await expect(table(page).getByRole('row').filter({ hasText: buyer.phone })).toHaveCount(1);

  // The row opens the user's detail under the table.
  await table(page)
    .getByRole('button', { name: c.users.list.openUser.replace('{id}', String(state.userId)) })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${state.userId}`));
  await expect(page.getByTestId('user-detail')).toContainText(buyer.phone);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a registration range ending before it starts is refused under its field, never sent', async ({ browser }) => {
  const page = await operatorPage(browser, 'viewer');
  await page.getByLabel(c.users.list.from).fill('2026-03-02');
  await page.getByLabel(c.users.list.to).fill('2026-03-01');
  await page.getByRole('button', { name: c.table.apply }).click();
  await expect(page.getByTestId('field-error')).toHaveCount(1);
  await expect(page).not.toHaveURL(/[?&]to=/);
  // A viewer reads phones masked in the table.
  await page.goto(`/console/users/?q=&sort=id&dir=desc`);
  await expect(table(page).getByRole('row').nth(1)).toContainText('****');
});

test('screenshots of Users at 1280 × 800 and 1024 × 768, in English and Chinese', async ({ browser }) => {
  mkdirSync(OUT, { recursive: true });
  const adminPage = await operatorPage(browser, 'admin');
  const signedIn = await adminPage.context().storageState();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    for (const locale of ['en', 'zh-CN']) {
      const context = await browser.newContext({
        viewport: size,
        deviceScaleFactor: 1,
        locale,
        storageState: signedIn,
      });
      const page = await context.newPage();
      await page.goto(`/console/users/?sort=balance&dir=desc&size=20&id=${state.userId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('user-detail')).toBeVisible();
      await expect(page.getByTestId('skeleton')).toHaveCount(0);
      expect(await seriousViolations(page), `${size.width} ${locale}`).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `users-${size.width}-${locale}.png`), fullPage: true });
      await page.screenshot({ path: path.join(OUT, `users-${size.width}-${locale}-top.png`) });
      await context.close();
    }
  }
});
