// Screenshots of every console screen for checking by eye (issues 23, 42): 1280 × 800 and
// 1024 × 768 in English and Simplified Chinese, 390 × 844 in English, into
// test-results/console-screens/. With CONSOLE_DOCS_SCREENSHOTS=1 they are also written,
// palette-compressed, to docs/console/ (what docs/console.md shows). Each screen is taken once its
// reads have answered (no skeleton left) and its images have loaded; axe finds nothing serious on
// any of them, and no text is a message key (next-intl's fallback for a missing message). Besides
// the screens: a user opened under the users table, and a receipt in the photo viewer.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from './test';
import sharp from 'sharp';
import { changePassword, signIn, type Operator } from './console-helpers';
import { admin } from './a11y-helpers';
import { api, messages, navigate, newUser, seriousViolations } from './helpers';

test.describe.configure({ mode: 'serial' });
// 17 views × 5 size/language pairs, each checked with axe: a loop of screens bound by throughput,
// not a wait that could hang (about 1 min alone; 2–3 min beside the rest of the suite).
test.setTimeout(900_000);

const OUT = path.join('test-results', 'console-screens');
const DOCS = path.join('docs', 'console');
const tag = Date.now().toString(36);
const seeded: { userId?: number; rechargeId?: number } = {};

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
  // States within screens: a user opened from the table; a receipt full screen.
  ['user-detail', '/console/users/'],
  ['receipt-viewer', '/console/recharges/'],
] as const;
type ShotName = (typeof SCREENS)[number][0];

/** Where a view starts (the seeded user's id is known only once seeded). */
const urlOf = (name: ShotName, url: string) => (name === 'user-detail' ? `${url}?id=${seeded.userId}` : url);

/** What a view does after its screen has loaded. */
async function stateOf(name: ShotName, page: Page) {
  if (name === 'receipt-viewer') {
    await page
      .getByTestId(`application-${seeded.rechargeId}`)
      .getByRole('button', { name: new RegExp(`#${seeded.rechargeId}`) })
      .click();
    const photo = page.getByTestId('photo-viewer-image');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  if (name === 'user-detail') {
    await expect(page.getByRole('region', { name: new RegExp(String(seeded.userId)) })).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
  }
}

/** The heading a view shows in `locale`: after a client navigation the last screen's is gone. */
function titleOf(name: ShotName, locale: string): string {
  const c = messages(locale).console;
  if (name === 'sign-in') return c.signIn.title;
  if (name === 'password') return c.password.title;
  if (name === 'user-detail') return c.screens.users;
  if (name === 'receipt-viewer') return c.screens.recharges;
  return c.screens[name];
}

const SIZES = [
  { width: 1280, height: 800, locales: ['en', 'zh-CN'] },
  { width: 1024, height: 768, locales: ['en', 'zh-CN'] },
  { width: 390, height: 844, locales: ['en'] },
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
  const recharge = await api<{ id: number }>(request, 'applyRecharge', {
    token: buyer.accessToken,
    body: { amount: 128_800, accountId: bank.accounts[0]!.id, proofImage, payerName: 'Li Wei' },
  });
  seeded.rechargeId = recharge.id;
  seeded.userId = (await api<{ id: number }>(request, 'getInfo', { token: buyer.accessToken })).id;
  const op = await admin<Operator>(request, '/operators/add', { name: `shots-${tag}`, role: 'admin' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/console/');
  await signIn(page, op);
  await changePassword(page, op, `shots-password-${tag}`);
  signedIn = await context.storageState();
  await context.close();
}

test('every console screen at 1280 × 800 and 1024 × 768 in English and Chinese, and 390 × 844', async ({
  browser,
  request,
}) => {
  await seed(browser, request);
  mkdirSync(OUT, { recursive: true });
  const docs = process.env.CONSOLE_DOCS_SCREENSHOTS === '1';
  if (docs) mkdirSync(DOCS, { recursive: true });
  for (const size of SIZES) {
    for (const locale of size.locales) {
      // One signed-in context per size and language (the sign-in screen gets its own, signed out).
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        // CSS pixels: readable, and small files.
        deviceScaleFactor: 1,
        locale,
        storageState: signedIn!,
      });
      // The signed-in views share one page: the first is loaded from the server, the rest are reached
      // by the console's own client navigation, as staff move between screens (a new document per
      // view spent about half this test's time parsing the same scripts and axe again).
      const signedInPage = await context.newPage();
      let loaded = false;
      for (const [name, url] of SCREENS) {
        const own =
          name === 'sign-in' ? await browser.newContext({ viewport: size, deviceScaleFactor: 1, locale }) : null;
        const page = own ? await own.newPage() : signedInPage;
        if (own || !loaded) await page.goto(urlOf(name, url));
        else await navigate(page, urlOf(name, url));
        if (!own) loaded = true;
        await expect(page.getByRole('heading', { level: 1, name: titleOf(name, locale) })).toBeVisible();
        await expect(page.getByTestId('skeleton')).toHaveCount(0);
        await stateOf(name, page);
        // Images in view have loaded (lazy ones further down are not asked for yet).
        await page.waitForFunction(() =>
          [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight),
        );
        const where = `${name} ${size.width} ${locale}`;
        expect(await seriousViolations(page), where).toEqual([]);
        // next-intl shows a missing message as its key (console.users.kind.purchase…).
        expect(await page.locator('body').innerText(), where).not.toMatch(/\bconsole\.[a-zA-Z]+\.[a-zA-Z_.]+/);
        const file = `${name}-${size.width}-${locale}.png`;
        const shot = await page.screenshot({ path: path.join(OUT, file) });
        if (docs) {
          await sharp(shot).png({ palette: true, quality: 80, compressionLevel: 9 }).toFile(path.join(DOCS, file));
        }
        await own?.close();
      }
      await context.close();
    }
  }
});
