// Issue 37 #2, "a frozen account is told", in the browser: a buyer has an item's detail open; an
// operator freezes the account with the CLI; without a reload the suspension banner appears and Buy
// is disabled with the reason beside it (the live `account_status` notification re-reads getInfo);
// the notification is in the centre; unfreezing takes the banner away, live too. Screenshots at
// 390 × 844 in en and zh-CN of the banner on the item detail (Buy disabled), on Mine and on the
// recharge form (submit disabled) (SHOTS_DIR). The chat still fits one screen under the banner.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { api, cli, collectErrors, en, messages, newUser, operator, seriousViolations, startLoggedIn } from './helpers';

const zhCN = messages('zh-CN');
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/frozen-shots';

/** Resolves once the page's real-time connection said `ready` (so live events reach it). */
function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"ready"')) resolve();
      }),
    );
  });
}

/** Marks the document; still marked later means the page was not reloaded in between. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

async function itemAndBuyer(request: Parameters<typeof newUser>[0], name: string) {
  const product = await operator(request, 'productAdd', { name, price: 9000, stock: 3, typeId: 1 });
  const buyer = await newUser(request);
  const me = await api<{ id: number }>(request, 'getInfo', { token: buyer.accessToken });
  return { product, buyer, id: me.id };
}

test('a freeze shows the banner and disables Buy live; the centre has it; unfreezing clears it live', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const { product, buyer, id } = await itemAndBuyer(request, `Frozen-test vase ${Date.now()}`);
  await startLoggedIn(page, buyer);
  const ready = liveReady(page);
  await page.goto(`/en/goods/detail/?id=${product.id}`);
  await ready;
  const bar = page.getByTestId('buy-bar');
  await expect(bar).not.toHaveAttribute('data-state', 'loading');
  await expect(page.getByTestId('suspended-banner')).toHaveCount(0);
  await markPage(page);

  await cli('user', 'freeze', String(id), '--note', 'e2e: chargeback under review');
  const banner = page.getByTestId('suspended-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(en.suspended.title);
  await expect(banner).toContainText(en.suspended.body);
  await expect(bar).toHaveAttribute('data-state', 'suspended');
  await expect(page.getByTestId('buy-button')).toBeDisabled();
  await expect(bar).toContainText(en.suspended.paused);
  // The staff note never reaches the buyer.
  await expect(page.locator('body')).not.toContainText('chargeback');
  expect(await stillSamePage(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'en-detail-suspended');

  // The notification is in the centre, unread; the banner is on this screen too.
  await page.goto('/en/mine/notifications/');
  const entry = page.getByTestId('notification').filter({ hasText: 'Account suspended' });
  await expect(entry).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('suspended-banner')).toBeVisible();

  // Back on the item, connected: unfreezing takes the banner away and Buy's reason with it, live.
  const readyAgain = liveReady(page);
  await page.goto(`/en/goods/detail/?id=${product.id}`);
  await readyAgain;
  await expect(page.getByTestId('suspended-banner')).toBeVisible();
  await markPage(page);
  await cli('user', 'unfreeze', String(id));
  await expect(page.getByTestId('suspended-banner')).toHaveCount(0);
  await expect(bar).not.toHaveAttribute('data-state', 'suspended');
  await expect(bar).not.toContainText(en.suspended.paused);
  expect(await stillSamePage(page)).toBe(true);
  const centre = await api<{ items: { type: string; data: { suspended?: boolean } }[] }>(request, 'GetNotifications', {
    token: buyer.accessToken,
    query: {},
  });
  expect(centre.items.filter((n) => n.type === 'account_status').map((n) => n.data.suspended)).toEqual([false, true]);
  expect(errors).toEqual([]);
});

test('zh-CN: the banner and the disabled Buy read in Chinese (screenshots)', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { product, buyer, id } = await itemAndBuyer(request, `冻结测试瓷瓶 ${Date.now()}`);
  await operator(request, 'userFreeze', { id, frozen: true, note: 'e2e screenshots' });
  try {
    await startLoggedIn(page, buyer);
    await page.goto(`/zh-CN/goods/detail/?id=${product.id}`);
    const banner = page.getByTestId('suspended-banner');
    await expect(banner).toContainText(zhCN.suspended.title);
    await expect(page.getByTestId('buy-bar')).toContainText(zhCN.suspended.paused);
    await expect(page.getByTestId('buy-button')).toBeDisabled();
    await shot(page, 'zh-CN-detail-suspended');
    await page.goto('/zh-CN/mine/');
    await expect(page.getByTestId('suspended-banner')).toContainText(zhCN.suspended.body);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'zh-CN-mine-suspended');
    await page.goto('/en/mine/');
    await expect(page.getByTestId('suspended-banner')).toBeVisible();
    await shot(page, 'en-mine-suspended');

    // Recharge and consign are disabled with the reason beside them (the forms and the orders list).
    await page.goto('/zh-CN/mine/recharge/');
    const submit = page.getByRole('button', { name: zhCN.recharge.submit });
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('suspended-note')).toHaveText(zhCN.suspended.paused);
    await expect(page.getByTestId('suspended-banner')).toBeVisible();
    await shot(page, 'zh-CN-recharge-suspended', true);
    await page.goto('/zh-CN/mine/orders/');
    await expect(page.getByTestId('consign-all')).toBeDisabled();
    await expect(page.getByTestId('suspended-note')).toHaveText(zhCN.suspended.paused);
  } finally {
    await operator(request, 'userFreeze', { id, frozen: false });
  }
  expect(errors).toEqual([]);
});

test('the chat still works and fits one screen under the banner', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { buyer, id } = await itemAndBuyer(request, `Frozen-chat vase ${Date.now()}`);
  const group = await operator(request, 'chatGroupAdd', { name: `E2E frozen ${Date.now()}` });
  await operator(request, 'chatMemberAdd', { groupId: group.id, phone: buyer.phone });
  await operator(request, 'userFreeze', { id, frozen: true, note: 'e2e chat' });
  try {
    await startLoggedIn(page, buyer);
    await page.goto(`/en/group-chat/?id=${group.id}`);
    await expect(page.getByTestId('suspended-banner')).toBeVisible();
    const composer = page.getByRole('form', { name: en.chat.messageLabel });
    await expect(composer).toBeVisible();
    const box = await composer.boundingBox();
    // The composer is on the screen: the chat's height leaves room for the banner's.
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await shot(page, 'en-chat-suspended');
  } finally {
    await operator(request, 'userFreeze', { id, frozen: false });
  }
  expect(errors).toEqual([]);
});
