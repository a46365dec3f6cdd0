// Issue 37 #6, "Download my data": a buyer with an order opens it from Settings, prepares the file
// and downloads it in Chromium; the file parses, holds their order and not another buyer's; the
// one-time link is not offered again; a second request within the window is refused next to the
// button; offline the button waits for the network. Screenshots at 390 × 844 in en and zh-CN.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';
import { addItem, fundedUser, openWindow } from './a11y-helpers';
import { api, collectErrors, messages, PAY_PASSWORD, seriousViolations, startLoggedIn, type Tokens } from './helpers';

const en = messages('en');
const zhCN = messages('zh-CN');

interface Order {
  id: number;
}

/** Buys a new item for `user`, retried with the window opened again (buy.spec closes it a while). */
async function buy(request: Parameters<typeof api>[0], user: Tokens, label: string): Promise<Order> {
  const item = await addItem(request, label);
  let order: Order | null = null;
  await expect(async () => {
    await openWindow(request);
    order = (
      await api<{ order: Order }>(request, 'buyProduct', {
        token: user.accessToken,
        body: { productId: item.id, payPassword: PAY_PASSWORD },
      })
    ).order;
  }).toPass({ timeout: 30_000 });
  if (order === null) throw new Error('not bought');
  return order;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/data-export/${name}.png`, fullPage: true });

test.use({ viewport: { width: 390, height: 844 } });

test("a buyer downloads their data once: the file parses, holds their order and not another buyer's", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const me = await fundedUser(request);
  const other = await fundedUser(request);
  const mine = await buy(request, me, 'Export mine');
  const theirs = await buy(request, other, 'Export theirs');
  await startLoggedIn(page, me);

  // The entry: Settings, Privacy group.
  await page.goto('/en/mine/settings/');
  await page.getByRole('link', { name: en.account.dataExport }).click();
  await expect(page).toHaveURL(/\/en\/mine\/data\/$/);
  await expect(page.getByRole('heading', { name: en.dataExport.includedTitle })).toBeVisible();
  await expect(page.getByText(en.dataExport.sections.chatMessages)).toBeVisible();
  await shot(page, 'en-start');

  await page.getByTestId('data-export-prepare').click();
  await expect(page.getByTestId('data-export-ready')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'en-ready');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('data-export-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gavel-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const doc = JSON.parse(await readFile(file, 'utf8')) as {
    version: number;
    profile: { phone: string };
    orders: { id: number }[];
  };
  expect(doc.version).toBe(1);
  expect(doc.profile.phone).toBe(me.phone);
  expect(doc.orders.map((o) => o.id)).toContain(mine.id);
  expect(doc.orders.map((o) => o.id)).not.toContain(theirs.id);
  expect(JSON.stringify(doc)).not.toContain(other.phone);

  // Offered once: the link is gone; asking again within the window is refused next to the button.
  await expect(page.getByTestId('data-export-saved')).toBeVisible();
  await expect(page.getByTestId('data-export-download')).toHaveCount(0);
  await page.getByTestId('data-export-prepare').click();
  await expect(page.getByTestId('data-export-error')).toContainText(/10 minutes|9 minutes/);
  await shot(page, 'en-rate-limited');

  // Offline: the button waits for the network, with the note beside it.
  await page.context().setOffline(true);
  await expect(page.getByTestId('needs-network')).toBeVisible();
  await expect(page.getByTestId('data-export-prepare')).toBeDisabled();
  await shot(page, 'en-offline');
  await page.context().setOffline(false);
  expect(errors).toEqual([]);
});

test('the screen in Simplified Chinese', async ({ page, request }) => {
  const errors = collectErrors(page);
  const me = await fundedUser(request);
  await startLoggedIn(page, me);
  await page.goto('/zh-CN/mine/settings/');
  await expect(page.getByRole('link', { name: zhCN.account.dataExport })).toBeVisible();
  await shot(page, 'zh-CN-settings');
  await page.goto('/zh-CN/mine/data/');
  await expect(page.getByRole('heading', { name: zhCN.dataExport.includedTitle })).toBeVisible();
  await shot(page, 'zh-CN-start');
  await page.getByTestId('data-export-prepare').click();
  await expect(page.getByTestId('data-export-ready')).toHaveText(zhCN.dataExport.ready.replace('{valid}', '5'));
  await shot(page, 'zh-CN-ready');
  // A second request at once is refused, in Chinese, next to the button.
  await api(request, 'RequestDataExport', { token: me.accessToken, body: {} }).catch(() => undefined);
  await page.reload();
  await page.getByTestId('data-export-prepare').click();
  await expect(page.getByTestId('data-export-error')).toContainText('分钟后可以重新准备');
  await shot(page, 'zh-CN-rate-limited');
  expect(errors).toEqual([]);
});
