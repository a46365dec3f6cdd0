// The spinner and the 60 s timeout, with the screen's data held back and the clock controlled.
import { expect, test, type Page } from './test';
import { demoTokens, en, heading, ROUTES, startLoggedIn, TAB_IDS, title } from './helpers';

/** Holds every client-side navigation payload (the RSC `.txt` files) until released. */
async function holdPayloads(page: Page): Promise<() => void> {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.endsWith('.txt'),
    (route) => {
      if (holding) held.push(() => route.continue());
      else void route.continue();
    },
  );
  return () => {
    holding = false;
    for (const go of held.splice(0)) void go();
  };
}

test('a slow screen shows the spinner after 200 ms, then the timeout after 60 s; a tap tries again', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, await demoTokens(request));
  await page.clock.install();
  await holdPayloads(page);
  await page.goto('/en/home/');
  await expect(heading(page)).toHaveText(title('home'));
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 5_000);
  const target = TAB_IDS[1]!;
  await page.getByTestId('tab-bar').locator(`a[data-route="${target}"]`).click();

  await page.clock.runFor(100);
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  // The old screen stays until the new one is ready.
  await expect(heading(page)).toHaveText(title('home'));
  await page.clock.runFor(200);
  await expect(page.getByTestId('spinner')).toHaveText(en.loading.label);

  await page.clock.runFor(60_000);
  const retry = page.getByRole('button', { name: en.errors.connectionTimeout });
  await expect(retry).toBeVisible();
  // The payloads are still held: the tap itself must open the screen (a full load).
  await retry.click();
  await expect(page).toHaveURL(`/en/${ROUTES[target].segment}`);
  await expect(heading(page)).toHaveText(title(target));
});

// "Fast loads show nothing", on the page's own clock rather than the machine's speed: a screen
// whose payload arrives before 200 ms have passed never shows the spinner, nor later the timeout.
test('a screen that arrives within 200 ms never shows the spinner', async ({ page, request }) => {
  await startLoggedIn(page, await demoTokens(request));
  await page.clock.install();
  await page.addInitScript(() => {
    const w = window as unknown as { spinnerSeen: number };
    w.spinnerSeen = 0;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="spinner"]')) w.spinnerSeen += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  const release = await holdPayloads(page);
  await page.goto('/en/home/');
  await expect(heading(page)).toHaveText(title('home'));
  await page.clock.pauseAt(Date.now() + 5_000);
  const target = TAB_IDS[1]!;
  await page.getByTestId('tab-bar').locator(`a[data-route="${target}"]`).click();
  await page.clock.runFor(150);
  release();
  await expect(heading(page)).toHaveText(title(target));
  await expect(page).toHaveURL(`/en/${ROUTES[target].segment}`);
  // Well past both timers of the navigation that has ended.
  await page.clock.runFor(61_000);
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.errors.connectionTimeout })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { spinnerSeen: number }).spinnerSeen)).toBe(0);
});
