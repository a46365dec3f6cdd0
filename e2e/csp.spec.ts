// The strict Content-Security-Policy is on (scripts from this origin plus the hashes of each
// page's inline scripts) and no screen breaks it: every route loads without a violation.
import { expect, test } from './test';
import { collectErrors, cspViolations, ROUTE_IDS, ROUTES, watchCsp } from './helpers';

/** Tabs loading the routes side by side in the sweep below. */
const TABS = 3;

test('every screen loads under the CSP without a violation', async ({ page, context }) => {
  test.setTimeout(180_000);
  await watchCsp(page);
  const errors = collectErrors(page);
  const first = await page.goto('/en/home/');
  const csp = first?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(first?.headers()['x-content-type-options']).toBe('nosniff');
  // Each screen is held until the network has been idle for 500 ms, most of it waiting: three tabs
  // take turns through the routes so those waits overlap (each tab watches its own documents).
  const tabs = [page];
  const tabErrors = [errors];
  for (let i = 1; i < TABS; i++) {
    const tab = await context.newPage();
    await watchCsp(tab);
    tabErrors.push(collectErrors(tab));
    tabs.push(tab);
  }
  await Promise.all(
    tabs.map(async (tab, i) => {
      for (const id of ROUTE_IDS.filter((_, n) => n % TABS === i)) {
        await tab.goto(`/en/${ROUTES[id].segment}`);
        await tab.waitForLoadState('networkidle');
        expect(await cspViolations(tab), id).toEqual([]);
      }
    }),
  );
  const all = tabErrors.flat();
  expect(all.filter((e) => e.startsWith('CSP'))).toEqual([]);
  // Logged out, every screen (or the login screen it leads to) has its messages.
  expect(all.filter((e) => e.startsWith('Message'))).toEqual([]);
});

test('an inline script that is not the page’s own is refused', async ({ page }) => {
  await watchCsp(page);
  await page.goto('/en/home/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
  });
  await expect.poll(() => cspViolations(page)).toContainEqual(expect.stringContaining('script-src'));
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
