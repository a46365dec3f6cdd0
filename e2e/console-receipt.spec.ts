// A tall receipt is readable (issue 42 #2): a buyer's 1080 × 2340 phone screenshot whose transfer
// reference is at the very bottom. Finance opens it from the recharge queue: it opens fitted (the
// whole photo inside the window), zooms with the keys, the buttons and the wheel to more screen
// pixels than photo pixels, pans down to the reference with the arrow keys and by dragging, turns
// with R, and Escape gives the focus back to the receipt. Axe finds nothing serious in the viewer.
// Screenshots (1280 × 800 and 1024 × 768, en and zh-CN) go to test-results/console-receipt/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from './test';
import sharp from 'sharp';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { api, en, messages, newUser, seriousViolations } from './helpers';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const c = en.console;
const OUT = path.join('test-results', 'console-receipt');
const tag = Date.now().toString(36);
const W = 1080;
const H = 2340;
const state: { rechargeId?: number; signedIn?: Awaited<ReturnType<BrowserContext['storageState']>> } = {};

/** A phone screenshot: a light page, the amount near the top, the transfer reference at the bottom. */
async function tallReceipt(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="100%" height="100%" fill="#f4f6f9"/>
    <rect x="60" y="180" width="960" height="300" rx="24" fill="#ffffff"/>
    <text x="540" y="360" font-size="96" text-anchor="middle" font-family="sans-serif" fill="#1f2329">¥12,888.00</text>
    <rect x="0" y="${H - 160}" width="${W}" height="160" fill="#1a5fd6"/>
    <text x="540" y="${H - 60}" font-size="64" text-anchor="middle" font-family="sans-serif" fill="#ffffff">REF 7788-2026</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The recharge queue as a finance operator (signed in once; later pages reuse the session). */
async function financePage(browser: Browser, viewport = { width: 1280, height: 800 }, locale = 'en'): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale,
    deviceScaleFactor: 1,
    ...(state.signedIn ? { storageState: state.signedIn } : {}),
  });
  const page = await context.newPage();
  await page.goto('/console/recharges/');
  if (!state.signedIn) {
    const op = await admin<Operator>(context.request, '/operators/add', { name: `rcpt-${tag}`, role: 'finance' });
    await signIn(page, op);
    await changePassword(page, op, `receipt-password-${tag}`);
    state.signedIn = await context.storageState();
  }
  await expect(page).toHaveURL('/console/recharges/');
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  return page;
}

/** Opens the receipt of the seeded recharge in the viewer; its image once loaded. */
async function openReceipt(page: Page): Promise<{ dialog: Locator; photo: Locator; opener: Locator }> {
  const card = page.getByTestId(`application-${state.rechargeId}`);
  const opener = card.getByRole('button', { name: new RegExp(`#${state.rechargeId}`) });
  await opener.click();
  const dialog = page.getByRole('dialog');
  const photo = page.getByTestId('photo-viewer-image');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(H);
  return { dialog, photo, opener };
}

/** The photo's box on screen (after its transform). */
const boxOf = (photo: Locator) =>
  photo.evaluate((img) => {
    const r = img.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  });

test('finance opens a tall receipt fitted, zooms in to read it, pans to the reference at its bottom', async ({
  browser,
  request,
}) => {
  const buyer = await newUser(request);
  const upload = await request.post('/api/common/uploadImages', {
    headers: { Authorization: `Bearer ${buyer.accessToken}` },
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: await tallReceipt() } },
  });
  const proofImage = ((await upload.json()) as { result: { url: string } }).result.url;
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: buyer.accessToken });
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: 1_288_800, accountId: bank.accounts[0]!.id, proofImage },
  });
  state.rechargeId = recharge.id;

  const page = await financePage(browser);
  const { dialog, photo, opener } = await openReceipt(page);
  const viewport = page.viewportSize()!;

  // Fitted: the whole receipt inside the window, the reference band included.
  await expect.poll(async () => (await boxOf(photo)).height).toBeGreaterThan(600);
  const fitted = await boxOf(photo);
  expect(fitted.top).toBeGreaterThanOrEqual(0);
  expect(fitted.left).toBeGreaterThanOrEqual(0);
  expect(fitted.bottom).toBeLessThanOrEqual(viewport.height);
  expect(fitted.right).toBeLessThanOrEqual(viewport.width);
  expect(fitted.height).toBeLessThan(H);
  await expect(page.getByRole('button', { name: c.viewer.close })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // + zooms: more screen pixels than photo pixels after a few presses.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('+');
  await expect.poll(async () => (await boxOf(photo)).width / W).toBeGreaterThan(1);
  const zoomed = await boxOf(photo);
  expect(zoomed.height).toBeGreaterThan(fitted.height * 3);

  // The arrow keys move down the receipt until its bottom edge (the reference) is on screen.
  for (let i = 0; i < 40 && (await boxOf(photo)).bottom > viewport.height + 1; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  const bottom = await boxOf(photo);
  expect(bottom.bottom).toBeLessThanOrEqual(viewport.height + 1);
  expect(bottom.bottom).toBeGreaterThan(viewport.height - 5);
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: path.join(OUT, 'reference-1280-en.png') });

  // Dragging moves it back up; it never leaves an empty band above the photo's top.
  const stage = page.getByTestId('photo-stage');
  const s = (await stage.boundingBox())!;
  await page.mouse.move(s.x + s.width / 2, s.y + 100);
  await page.mouse.down();
  await page.mouse.move(s.x + s.width / 2, s.y + 400, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await boxOf(photo)).bottom).toBeGreaterThan(bottom.bottom + 250);

  // 0 fits again; the wheel zooms where the pointer is; the fit button undoes it.
  await page.keyboard.press('0');
  await expect.poll(async () => (await boxOf(photo)).height).toBeCloseTo(fitted.height, 0);
  await page.mouse.move(s.x + s.width / 2, s.y + s.height - 40);
  await page.mouse.wheel(0, -600);
  await expect.poll(async () => (await boxOf(photo)).height).toBeGreaterThan(fitted.height * 1.5);
  await page.getByRole('button', { name: c.viewer.fit }).click();
  await expect.poll(async () => (await boxOf(photo)).height).toBeCloseTo(fitted.height, 0);

  // A double click zooms in where clicked, another fits again.
  await stage.dblclick({ position: { x: s.width / 2, y: s.height - 40 } });
  await expect.poll(async () => (await boxOf(photo)).width / W).toBeGreaterThan(fitted.width / W);
  await stage.dblclick({ position: { x: s.width / 2, y: s.height / 2 } });
  await expect.poll(async () => (await boxOf(photo)).height).toBeCloseTo(fitted.height, 0);

  // R turns it a quarter: now wider than tall, still whole on screen.
  await page.keyboard.press('r');
  await expect
    .poll(async () => {
      const b = await boxOf(photo);
      return b.width > b.height;
    })
    .toBe(true);
  const turned = await boxOf(photo);
  expect(turned.left).toBeGreaterThanOrEqual(-1);
  expect(turned.right).toBeLessThanOrEqual(viewport.width + 1);

  // Tab stays in the viewer; Escape closes it and the focus is back on the receipt.
  for (let i = 0; i < 7; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the viewer at 1280 × 800 and 1024 × 768, in English and Chinese', async ({ browser }) => {
  mkdirSync(OUT, { recursive: true });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    for (const locale of ['en', 'zh-CN']) {
      const page = await financePage(browser, viewport, locale);
      if (locale !== 'en') {
        // The console follows the browser's language until one is chosen.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages(locale).console.screens.recharges);
      }
      const { photo } = await openReceipt(page);
      await expect.poll(async () => (await boxOf(photo)).height).toBeGreaterThan(600);
      const box = await boxOf(photo);
      expect(box.bottom).toBeLessThanOrEqual(viewport.height);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(OUT, `viewer-${viewport.width}-${locale}.png`) });
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await page.screenshot({ path: path.join(OUT, `viewer-zoomed-${viewport.width}-${locale}.png`) });
      await page.context().close();
    }
  }
});
