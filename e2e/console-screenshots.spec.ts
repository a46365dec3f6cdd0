// Screenshots of every console screen for checking by eye (issue 23): 1280 × 800 and 390 × 844 in
// English, 390 × 844 in Simplified Chinese, into test-results/console-screens/. With
// CONSOLE_DOCS_SCREENSHOTS=1 the English ones are also written, palette-compressed, to
// docs/console/ (what docs/console.md shows). Each screen is taken once its reads have answered
// (no skeleton left) and its images have loaded; axe finds nothing serious on any of them.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { api, newUser, seriousViolations } from './helpers';

test.describe.configure({ mode: 'serial' });
// Every console screen at two sizes in two languages, each checked with axe: 3.0 min alone on a
// quiet machine (2026-11-26), over 5 min beside the other worker of a full run. A loop of page
// loads bound by throughput, not a wait that could hang.
test.setTimeout(600_000);

const OUT = path.join('test-results', 'console-screens');
const DOCS = path.join('docs', 'console');
const tag = Date.now().toString(36);

const SCREENS = [
  ['sign-in', '/console/sign-in/'],
  ['password', '/console/password/'],
  ['dashboard', '/console/'],
  ['recharges', '/console/recharges/'],
  ['withdrawals', '/console/withdrawals/'],
  ['refunds', '/console/refunds/'],
  ['identities', '/console/identities/'],
  ['users', '/console/users/'],
  ['catalogue', '/console/catalogue/'],
  ['orders', '/console/orders/'],
  ['market', '/console/market/'],
  ['chat', '/console/chat/'],
  ['content', '/console/content/'],
  ['audit', '/console/audit/'],
  ['operators', '/console/operators/'],
] as const;

const SIZES = [
  { width: 1280, height: 800, locales: ['en'] },
  { width: 390, height: 844, locales: ['en', 'zh-CN'] },
] as const;

let signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | null = null;

async function seed(browser: Browser, request: Parameters<typeof admin>[0]) {
  // A pending recharge with its receipt, an item with a photo: the queue and the catalogue
  // show what they hold, not only empty states.
  const buyer = await newUser(request);
  const receipt = await sharp({ create: { width: 360, height: 480, channels: 3, background: '#e8eef5' } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/common/uploadImages', {
    headers: { Authorization: `Bearer ${buyer.accessToken}` },
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: receipt } },
  });
  const proofImage = ((await upload.json()) as { result: { url: string } }).result.url;
  const bank = await api<{ accounts: { id: number }[] }>(request, 'GetBankInfo', { token: buyer.accessToken });
  await api(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: 128_800, accountId: bank.accounts[0]!.id, proofImage, payerName: 'Li Wei' },
  });
  const op = await admin<Operator>(request, '/operators/add', { name: `shots-${tag}`, role: 'admin' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/console/');
  await signIn(page, op);
  await changePassword(page, op, `shots-password-${tag}`);
  signedIn = await context.storageState();
  await context.close();
}

test('every console screen at 1280 × 800 and 390 × 844, in English and Chinese', async ({ browser, request }) => {
  await seed(browser, request);
  mkdirSync(OUT, { recursive: true });
  const docs = process.env.CONSOLE_DOCS_SCREENSHOTS === '1';
  if (docs) mkdirSync(DOCS, { recursive: true });
  for (const size of SIZES) {
    for (const locale of size.locales) {
      for (const [name, url] of SCREENS) {
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          // CSS pixels: readable, and small files.
          deviceScaleFactor: 1,
          locale,
          // Signed out on the sign-in screen, signed in everywhere else.
          ...(name === 'sign-in' ? {} : { storageState: signedIn! }),
        });
        const page = await context.newPage();
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('skeleton')).toHaveCount(0);
        // Images in view have loaded (lazy ones further down are not asked for yet).
        await page.waitForFunction(() =>
          [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight),
        );
        expect(await seriousViolations(page), `${name} ${size.width} ${locale}`).toEqual([]);
        const file = `${name}-${size.width}-${locale}.png`;
        const shot = await page.screenshot({ path: path.join(OUT, file) });
        if (docs && locale === 'en') {
          await sharp(shot).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(path.join(DOCS, file));
        }
        await context.close();
      }
    }
  }
});
