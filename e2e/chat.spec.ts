// Group chat and the live market over the one real-time connection, with real browsers as real
// users: live delivery, catching up after the socket was cut, unread counts, text that looks like
// HTML staying text, the goods list turning "sold out" while it is open, and axe on both screens.
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type WebSocketRoute } from './test';
import {
  api,
  axe,
  CLI,
  collectErrors,
  en,
  messages,
  newUser,
  PAY_PASSWORD,
  startLoggedIn,
  withPayPassword,
  type Tokens,
} from './helpers';
import { ALL_DAY, withWindowLock } from './window-lock';

const zhCN = messages('zh-CN');
const PORT = process.env.E2E_PORT ?? '3100';

/** The operator CLI against the e2e server (docs/operators.md). */
function admin(...args: string[]): string {
  return execFileSync(CLI[0], [CLI[1], ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT },
    encoding: 'utf8',
  });
}

/** A group of its own for a test, with these users in it (the general group is shared). */
function newGroup(...phones: string[]): number {
  const id = Number(admin('chat', 'group-add', '--name', `E2E ${randomUUID().slice(0, 8)}`).trim());
  for (const phone of phones) admin('chat', 'member-add', String(id), '--phone', phone);
  return id;
}

async function sendViaApi(request: APIRequestContext, token: string, groupId: number, text: string) {
  return api<{ id: number }>(request, 'chatSend', {
    token,
    body: { groupId, clientId: `e2e-${randomUUID()}`, text },
  });
}

async function loggedInPage(context: BrowserContext, tokens: Tokens): Promise<Page> {
  const page = await context.newPage();
  await startLoggedIn(page, tokens);
  return page;
}

const live = (page: Page) => expect(page.getByTestId('connection-status')).toContainText(en.chat.state.live);
const log = (page: Page) => page.getByRole('log', { name: en.chat.historyLabel });

/** The texts of the messages in the log, top to bottom. */
const bubbleTexts = (page: Page) => log(page).locator('li[data-key] article').allInnerTexts();

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: en.chat.messageLabel }).fill(text);
  await page.getByRole('button', { name: en.chat.send, exact: true }).click();
}

test('two users chat live; a cut connection catches up once, in order; the list counts unread', async ({
  browser,
  request,
}) => {
  const a = await newUser(request);
  const b = await newUser(request);
  const groupId = newGroup(a.phone, b.phone);
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  // B's socket goes through Playwright so the test can cut it (and refuse reconnections).
  let cut = false;
  const routes: WebSocketRoute[] = [];
  await ctxB.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    if (cut) {
      void ws.close({ code: 1000, reason: 'offline' });
      return;
    }
    routes.push(ws);
    ws.connectToServer();
  });
  const pageA = await loggedInPage(ctxA, a);
  const pageB = await loggedInPage(ctxB, b);
  const errors = [...collectErrors(pageA), ...collectErrors(pageB)];
  const url = `/en/group-chat/?id=${groupId}`;
  await pageA.goto(url);
  await pageB.goto(url);
  await live(pageA);
  await live(pageB);
  await expect(pageB.getByText(en.chat.emptyGroupTitle)).toBeVisible();

  // A sends: it shows at once on A's screen, and arrives live on B's.
  await send(pageA, 'Hello from A');
  await expect(log(pageA).getByText('Hello from A')).toBeVisible();
  await expect(log(pageB).getByText('Hello from A')).toBeVisible({ timeout: 3000 });

  // Text that looks like HTML stays text (a canary that would fire if it were parsed).
  const canary = '<img src=x onerror=window.__pwned=1>';
  await send(pageA, canary);
  await expect(log(pageB).getByText(canary)).toBeVisible();
  await expect(log(pageA).getByText(canary)).toBeVisible();
  expect(await log(pageB).locator('img').count()).toBe(0);
  expect(await pageB.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await pageA.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // B loses the connection; A sends two messages meanwhile.
  cut = true;
  for (const ws of routes.splice(0)) await ws.close({ code: 1000, reason: 'offline' });
  await expect(pageB.getByTestId('connection-status')).toContainText(en.chat.state.offline);
  await send(pageA, 'Missed one');
  await send(pageA, 'Missed two');
  await expect(log(pageA).getByText('Missed two')).toBeVisible();
  await expect(log(pageA).locator('li[data-status]')).toHaveCount(0);
  // A's two are stored and B has no socket (each was closed, new ones are refused): nothing can
  // bring them to B before it reconnects, so their absence is checked now, not after a pause.
  expect(routes).toHaveLength(0);
  await expect(log(pageB).getByText('Missed one')).toHaveCount(0);

  // Back online: B reconnects (backoff), fetches what it missed by id, shows each message once.
  cut = false;
  await expect(pageB.getByTestId('connection-status')).toContainText(en.chat.state.live, { timeout: 20_000 });
  await expect(log(pageB).getByText('Missed two')).toBeVisible();
  const texts = await bubbleTexts(pageB);
  const at = (text: string) => texts.findIndex((t) => t.includes(text));
  expect(texts.filter((t) => t.includes('Missed one'))).toHaveLength(1);
  expect(texts.filter((t) => t.includes('Missed two'))).toHaveLength(1);
  expect(texts.filter((t) => t.includes('Hello from A'))).toHaveLength(1);
  expect(at('Hello from A')).toBeLessThan(at('Missed one'));
  expect(at('Missed one')).toBeLessThan(at('Missed two'));

  // B reads everything, goes to the list; A's next two messages count as unread there, live.
  // The read receipt goes out shortly after the messages arrive: wait until the server has it
  // (a fixed wait failed on a busy machine).
  await expect
    .poll(async () => {
      const groups = await api<{ id: number; unread: number }[]>(request, 'chatGroups', { token: b.accessToken });
      return groups.find((g) => g.id === groupId)?.unread;
    })
    .toBe(0);
  await pageB.goto('/en/group-chat/list/');
  await live(pageB);
  const row = pageB.getByTestId('chat-group').filter({ hasText: 'Missed two' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('unread')).toHaveCount(0);
  await send(pageA, 'Unread one');
  await send(pageA, 'Unread two');
  const updated = pageB.getByTestId('chat-group').filter({ hasText: 'Unread two' });
  await expect(updated.getByTestId('unread')).toContainText('2');
  await expect(updated.getByTestId('unread')).toContainText('2 unread messages');

  // Opening the group marks it read.
  await updated.click();
  await expect(log(pageB).getByText('Unread two')).toBeVisible();
  expect(errors).toEqual([]);
  await ctxA.close();
  await ctxB.close();
});

test('a refused send shows its reason and Retry; a deleted message disappears for everyone', async ({
  browser,
  request,
}) => {
  const a = await newUser(request);
  const b = await newUser(request);
  const groupId = newGroup(a.phone, b.phone);
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  const pageA = await loggedInPage(ctxA, a);
  const pageB = await loggedInPage(ctxB, b);
  const url = `/en/group-chat/?id=${groupId}`;
  await pageA.goto(url);
  await pageB.goto(url);
  await live(pageA);
  await live(pageB);

  // Past the send rate (a burst of 10, then one a second). The composer is filled first, then the
  // bucket is drained through the API until the server refuses a send, and the screen's send
  // follows at once: typing the sends after a burst took longer than the refill on a loaded
  // machine, and CI saw none refused (twice).
  const composer = pageA.getByRole('textbox', { name: en.chat.messageLabel });
  const failedItems = log(pageA).locator('li[data-status="failed"]');
  let attempt = 0;
  await expect(async () => {
    attempt += 1;
    await composer.fill(`Refused ${attempt}`);
    for (let i = 0; i < 30; i += 1) {
      const stored = await sendViaApi(request, a.accessToken, groupId, `Burst ${attempt}.${i + 1}`).catch(() => null);
      if (stored === null) break;
    }
    await pageA.getByRole('button', { name: en.chat.send, exact: true }).click();
    await expect(failedItems.first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const failed = failedItems.first();
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(en.chat.status.failed);
  await expect(failed).toContainText(en.chat.reasons.rate_limited);
  await expect(log(pageA).locator('li[data-status="pending"]')).toHaveCount(0);
  const refused = await failedItems.count();
  const text = (await failed.locator('article > div > div').first().innerText()).trim();
  // The send rate refills at one a second: retry this message until the server stores it (B, who
  // only ever sees stored messages, shows it), instead of pausing for the refill and retrying once.
  const mine = failedItems.filter({ hasText: text });
  await expect(async () => {
    await mine.getByRole('button', { name: en.chat.retry }).click({ timeout: 2000 });
    await expect(log(pageB).getByText(text, { exact: true })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(failedItems).toHaveCount(refused - 1);

  // An operator deletes a message: both screens drop it live.
  // (The send rate refills at one a second: try until this one is let through.)
  let doomed = { id: 0 };
  await expect(async () => {
    doomed = await sendViaApi(request, a.accessToken, groupId, 'Delete me please');
  }).toPass({ timeout: 15_000 });
  await expect(log(pageB).getByText('Delete me please')).toBeVisible();
  await expect(log(pageA).getByText('Delete me please')).toBeVisible();
  admin('chat', 'delete', String(doomed.id));
  await expect(log(pageB).getByText('Delete me please')).toHaveCount(0);
  await expect(log(pageA).getByText('Delete me please')).toHaveCount(0);
  await ctxA.close();
  await ctxB.close();
});

test('the goods list shows "sold out" live when someone else buys the last one', async ({ browser, request }) => {
  const name = `E2E live ${randomUUID().slice(0, 8)}`;
  const added = JSON.parse(
    admin('product', 'add', '--name', name, '--price', '100', '--stock', '1', '--type', '1', '--json'),
  ) as {
    id: number;
  };
  // A buyer with money (a recharge an operator approves) and a pay password.
  const buyer = await withPayPassword(request, await newUser(request));
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: buyer.accessToken });
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: 10_000, accountId: bank.accounts[0]?.id },
  });
  admin('recharge', 'approve', String(recharge.id));

  // A watcher has the list open (logged in: market events ride on the user's connection).
  const watcher = await newUser(request);
  const ctx = await browser.newContext();
  const page = await loggedInPage(ctx, watcher);
  const ready = page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"ready"') }));
  await page.goto('/en/goods/');
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(en.goods.statusOnSale);
  await ready;

  // Bought while the window is open: set all day under the lock buy.spec takes to close it.
  const res = await withWindowLock(() => {
    admin('window', '--start', ALL_DAY.startTime, '--end', ALL_DAY.endTime, '--tz', ALL_DAY.timeZone);
    return request.post('/api/front/buyProduct', {
      headers: { Authorization: `Bearer ${buyer.accessToken}`, 'Idempotency-Key': randomUUID() },
      data: { productId: added.id, quantity: 1, payPassword: PAY_PASSWORD },
    });
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
  // Within a second or so, without a reload.
  await expect(card).toContainText(en.goods.statusSoldOut, { timeout: 2000 });
  await ctx.close();
});

for (const [locale, m] of [
  ['en', en],
  ['zh-CN', zhCN],
] as const) {
  test(`no serious axe violations on the chat screens in ${locale}`, async ({ page, request }) => {
    const a = await newUser(request);
    const b = await newUser(request);
    const groupId = newGroup(a.phone, b.phone);
    await sendViaApi(
      request,
      b.accessToken,
      groupId,
      'A message with a link https://example.com/x and a verylongwordthatkeepsgoingandgoingandgoingandgoingandgoing',
    );
    await sendViaApi(request, a.accessToken, groupId, 'My own message');
    await startLoggedIn(page, a);
    for (const url of [`/${locale}/group-chat/list/`, `/${locale}/group-chat/?id=${groupId}`]) {
      await page.goto(url);
      await expect(page.getByTestId('connection-status')).toContainText(m.chat.state.live);
      await expect(page.getByText('My own message').first()).toBeVisible();
      const { violations } = await axe(page).analyze();
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}

test('a photo sent in the chat is uploaded when picked and reaches the other member', async ({ browser, request }) => {
  const a = await newUser(request);
  const b = await newUser(request);
  const groupId = newGroup(a.phone, b.phone);
  const ctxA = await browser.newContext();
  const ctxB = await browser.newContext();
  try {
    const pageA = await loggedInPage(ctxA, a);
    const pageB = await loggedInPage(ctxB, b);
    const url = `/en/group-chat/?id=${groupId}`;
    await pageA.goto(url);
    await pageB.goto(url);
    await live(pageA);
    await live(pageB);
    // A real image (the server judges uploads by their content): the upload model loads on pick.
    const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    await pageA.getByTestId('photo-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await expect(log(pageA).getByRole('img', { name: en.chat.myPhoto })).toBeVisible();
    await expect(
      log(pageB).getByRole('img', { name: new RegExp(en.chat.photoFrom.replace('{name}', '.+')) }),
    ).toBeVisible();
  } finally {
    await ctxA.close();
    await ctxB.close();
  }
});
