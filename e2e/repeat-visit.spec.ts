// A repeat visit (issue 26, docs/pwa.md "Last seen, offline"): with the service worker installed and
// a previous visit's answers stored, home and mine render this user's last answers before their
// first request returns (held here) and with the network cut, then update in place; another user
// of the same phone sees nothing of theirs. And what the server inlines into a page
// (server/http/inline-reads.ts) is used instead of a request, but only a plain success (the server
// checked it with the same contract): an error envelope in the block is never shown.
import { expect, test, type Page, type Route } from './test';
import { addItem, fundedUser } from './a11y-helpers';
import { api, collectErrors, startLoggedIn } from './helpers';
import { goOffline, waitForServiceWorker } from './pwa-helpers';

// The service worker is what this file tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const featured = (page: Page) => page.locator('section[aria-labelledby="home-featured"]');

/** Holds every API read until released: nothing the page shows meanwhile came from the network. */
async function holdApi(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route('**/api/front/**', async (route) => {
    if (open) return route.continue();
    held.push(route);
  });
  return async () => {
    open = true;
    await Promise.all(held.map((r) => r.continue().catch(() => undefined)));
  };
}

test('home and mine render the last answers before the first request returns, and offline', async ({
  page,
  request,
  context,
}) => {
  const errors = collectErrors(page);
  const user = await fundedUser(request, 12_345);
  await addItem(request, 'Repeat-visit jade');
  await startLoggedIn(page, user);
  await page.goto('/en/home/');
  await waitForServiceWorker(page);
  await page.goto('/en/home/');
  await expect(featured(page).getByRole('link').first()).toBeVisible();
  const seen = await featured(page).getByRole('heading').allTextContents();
  await page.goto('/en/mine/');
  await expect(page.getByTestId('balance-available')).toContainText('123.45');
  // An item of the demo data's, with photos (the newest items may have none): its detail is seen.
  const { items } = await api<{ items: { id: number; name: string; images: { url: string }[] }[] }>(
    request,
    'getProductList',
    { body: { page: 1, pageSize: 50, lang: 'en' } },
  );
  const item = items.find((i) => i.images.length > 0)!;
  await page.goto(`/en/goods/detail/?id=${item.id}`);
  await expect(page.getByRole('heading', { name: item.name })).toBeVisible();

  // Records when a page's first photo slot gets its src, and whether the app had started by then:
  // `window.next` is set by Next's runtime as it starts, after every first-load chunk has arrived and
  // before React renders anything. (Not `webpackChunk_N_E`: that exists once any async chunk has
  // been evaluated, which on a loaded machine can come before the parser reaches the page's inline
  // script at the end of the body, and made this check flaky.)
  await page.addInitScript(() => {
    const w = window as unknown as { __slot?: { src: string; appRan: boolean } };
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (w.__slot === undefined && el.getAttribute('data-first-photo') === '0' && el.getAttribute('src'))
          w.__slot = { src: el.getAttribute('src')!, appRan: 'next' in self };
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['src'] });
    // And when mine's balance slot gets its text (lib/first-texts.ts).
    const t = window as unknown as { __text?: { text: string; appRan: boolean } };
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (t.__text === undefined && el.getAttribute?.('data-first-text') === 'balance' && el.textContent)
          t.__text = { text: el.textContent, appRan: 'next' in self };
      }
    }).observe(document, { subtree: true, childList: true });
  });

  // Reads held: the page comes from the worker, the answers from this user's store.
  const release = await holdApi(page);
  await page.goto('/en/home/');
  await expect(featured(page).getByRole('heading').first()).toHaveText(seen[0]!);
  // The item's first photo was in its skeleton slot before the app had started (the
  // page's inline script, from this user's last-seen answer: lib/api/client/last-seen-photos-script.ts).
  await page.goto(`/en/goods/detail/?id=${item.id}`);
  await expect(page.getByRole('heading', { name: item.name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __slot?: unknown }).__slot)).toEqual({
    src: item.images[0]!.url,
    appRan: false,
  });
  await page.goto('/en/mine/');
  await expect(page.getByTestId('balance-available')).toContainText('123.45');
  // The balance was in the skeleton's text slot before the app had started (the page's
  // inline script, from what this user last saw: lib/api/client/last-seen-texts-script.ts).
  const text = await page.evaluate(() => (window as unknown as { __text?: { text: string; appRan: boolean } }).__text);
  expect(text?.text).toContain('123.45');
  expect(text?.appRan).toBe(false);
  // The fresh answer replaces it in place once it arrives.
  await release();
  await expect(page.getByTestId('balance-available')).toContainText('123.45');

  // Network cut.
  await goOffline(context);
  await page.goto('/en/home/');
  await expect(featured(page).getByRole('heading').first()).toHaveText(seen[0]!);
  await page.goto('/en/mine/');
  await expect(page.getByTestId('balance-available')).toContainText('123.45');
  expect(errors).toEqual([]);
});

test("another user of the same phone never sees the previous one's answers", async ({ page, request }) => {
  const first = await fundedUser(request, 12_345);
  const second = await fundedUser(request, 6_789);
  await startLoggedIn(page, first);
  await page.goto('/en/mine/');
  await expect(page.getByTestId('balance-available')).toContainText('123.45');
  const firstName = await page.getByTestId('mine-nickname').textContent();

  // The second user's tokens in place (as after their login), their reads held.
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, second);
  const release = await holdApi(page);
  await page.goto('/en/mine/');
  // Nothing of the first user while the second's reads are out…
  await expect(page.locator('main')).toBeVisible();
  await page.waitForTimeout(1000); // long enough for a stored answer to have rendered
  await expect(page.getByTestId('balance-available')).toHaveCount(0);
  await expect(page.getByText(firstName!, { exact: true })).toHaveCount(0);
  // Not in the skeleton's balance slot either (the script reads under the second user's id).
  await expect(page.getByText('123.45')).toHaveCount(0);
  // …then the second user's own.
  await release();
  await expect(page.getByTestId('balance-available')).toContainText('67.89');
  await expect(page.getByText('123.45')).toHaveCount(0);
});

test('an inlined answer is used instead of a request; one that is not a plain success is never shown', async ({
  page,
}) => {
  // No worker: every page load here comes from the server, as on a first visit.
  await page.context().route('**/sw.js', (route) => route.abort());
  const listReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/front/getProductList')) listReads.push(r.url());
  });
  await page.goto('/en/home/');
  await expect(featured(page).getByRole('link').first()).toBeVisible();
  const real = await featured(page).getByRole('heading').allTextContents();
  // Home's list came inside the page.
  expect(listReads).toEqual([]);

  const FORGED = 'Forged by the page';
  await page.route('**/en/home/', async (route) => {
    const res = await route.fetch();
    const html = await res.text();
    const forged = html.replace(
      /(<script type="application\/json" id="gavel-first-reads">)([^<]*)(<\/script>)/,
      (_m, open: string, json: string, close: string) => {
        const block = JSON.parse(json) as { answers: { name: string; body: string }[] };
        for (const a of block.answers) {
          if (a.name !== 'getProductList') continue;
          const envelope = JSON.parse(a.body) as { code: number; result: { items: Record<string, unknown>[] } };
          // A name the page would show, in an answer that is not a success (the server inlines
          // only successes: request.ts settleInline takes nothing else).
          envelope.result.items = envelope.result.items.map((item) => ({ ...item, name: FORGED }));
          envelope.code = 500;
          a.body = JSON.stringify(envelope);
        }
        return `${open}${JSON.stringify(block).replace(/</g, '\\u003c')}${close}`;
      },
    );
    expect(forged).toContain(FORGED);
    await route.fulfill({ response: res, body: forged });
  });
  await page.goto('/en/home/');
  await expect(featured(page).getByRole('heading').first()).toHaveText(real[0]!);
  await expect(page.getByText(FORGED)).toHaveCount(0);
  // The read went to the server instead.
  expect(listReads).toHaveLength(1);
});
