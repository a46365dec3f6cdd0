// The strict Content-Security-Policy is on (scripts from this origin plus the hashes of each
// page's inline scripts) and no screen breaks it: every route loads without a violation.
import { expect, test } from '@playwright/test';
import { collectErrors, cspViolations, ROUTE_IDS, ROUTES, watchCsp } from './helpers';

test('every screen loads under the CSP without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  await watchCsp(page);
  const errors = collectErrors(page);
  const first = await page.goto('/en/home/');
  const csp = first?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(first?.headers()['x-content-type-options']).toBe('nosniff');
  for (const id of ROUTE_IDS) {
    await page.goto(`/en/${ROUTES[id].segment}`);
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page), id).toEqual([]);
  }
  expect(errors.filter((e) => e.startsWith('CSP'))).toEqual([]);
  // Logged out, every screen (or the login screen it leads to) has its messages.
  expect(errors.filter((e) => e.startsWith('Message'))).toEqual([]);
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
