// One phone, two people: after the first user logs out, the second user who logs in on the same
// browser sees none of the first user's data — not from the app's read cache, not from the
// service worker's caches.
import { expect, test, type Page } from './test';
import { PRIVATE_CACHES } from '../lib/pwa/cache-rules';
import { en, heading, newUser, title } from './helpers';
import { waitForServiceWorker } from './pwa-helpers';

// The service worker is what this file tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

async function logIn(page: Page, phone: string, password: string) {
  await page.goto('/en/login/');
  await page.getByRole('button', { name: en.session.withPassword }).click();
  await page.getByLabel(en.session.phone).fill(phone);
  await page.getByLabel(en.session.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.session.submit, exact: true }).click();
  await expect(heading(page)).toHaveText(title('home'));
}

/** Entries left in the service worker's private caches (images a user saw, and the like). */
function privateEntries(page: Page): Promise<number> {
  return page.evaluate(async (names) => {
    let n = 0;
    for (const name of names) if (await caches.has(name)) n += (await (await caches.open(name)).keys()).length;
    return n;
  }, PRIVATE_CACHES as string[]);
}

test('a second user on the same browser sees none of the first user’s data', async ({ page, request }) => {
  const a = await newUser(request);
  const b = await newUser(request);
  await logIn(page, a.phone, a.password);
  await waitForServiceWorker(page);

  // A opens private screens: their reads are now in the app's cache.
  await page.goto('/en/mine/');
  await expect(page.getByText(masked(a.phone))).toBeVisible();
  await page.goto('/en/wallet/');
  await expect(heading(page)).toHaveText(title('wallet'));
  await page.goto('/en/mine/');
  await expect(page.getByText(masked(a.phone))).toBeVisible();

  // A logs out from Mine. Logging out goes home, whose product photos (public, but cached with
  // what a user saw) would go straight back into the image cache: the check below is that the
  // caches were emptied, so from here on photos do not load (the context's routes also see the
  // service worker's own requests).
  await page.context().route('**/uploads/**', (route) => route.abort());
  await page.getByRole('button', { name: en.session.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: en.session.logout }).click();
  // The server ends the session in a transaction (2.6 s beside another worker's specs, against
  // 0.1 s alone), then home's route loads: over the default 5 s in CI, twice.
  await expect(heading(page)).toHaveText(title('home'), { timeout: 20_000 });
  await expect.poll(() => privateEntries(page)).toBe(0);

  // B logs in without a page load in between (the tab bar, the login gate, back to Mine): the
  // app's in-memory cache is the same one A's reads went into.
  await page.getByTestId('tab-bar').getByRole('link', { name: en.tabs.mine }).click();
  await expect(heading(page)).toHaveText(title('login'));
  await page.getByRole('button', { name: en.session.withPassword }).click();
  await page.getByLabel(en.session.phone).fill(b.phone);
  await page.getByLabel(en.session.password, { exact: true }).fill(b.password);
  await page.getByRole('button', { name: en.session.submit, exact: true }).click();
  await expect(heading(page)).toHaveText(title('mine'));
  await expect(page.getByText(masked(b.phone))).toBeVisible();
  await expect(page.getByText(masked(a.phone))).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(a.phone);
  expect(stored).not.toContain(a.accessToken);
});
