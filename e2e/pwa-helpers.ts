// Service-worker helpers shared by the PWA e2e files.
import type { BrowserContext, Page, Request } from './test';

/**
 * Waits until the page is controlled by a service worker that has finished activating. Controlled
 * alone is not enough: clients.claim() sets the controller inside activation, before the worker
 * has tidied its caches; a test that goes offline or pushes then races the activation.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  try {
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null && registration.active?.state === 'activated';
    });
  } catch (e) {
    const registered = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    if (registered > 0) throw e;
    // The suite blocks workers by default (playwright.config.ts).
    throw new Error("no service worker registered: a spec that needs one has test.use({ serviceWorkers: 'allow' })", {
      cause: e,
    });
  }
}

/** Entries of the page cache of the running build (`gavel-pages-<buildId>`). */
export async function cachedPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('gavel-pages-'));
    if (!name) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => new URL(r.url).pathname);
  });
}

/**
 * Cuts the network: `setOffline` does not cover the service worker's own fetches, so every
 * request that reaches the network is also aborted. Returns the requests that tried.
 */
export async function goOffline(context: BrowserContext): Promise<Request[]> {
  const tried: Request[] = [];
  await context.setOffline(true);
  await context.route('**/*', async (route) => {
    tried.push(route.request());
    await route.abort('internetdisconnected');
  });
  return tried;
}

/** Requests a page needs to draw its shell (documents, scripts, styles, fonts). */
export function shellRequests(requests: readonly Request[]): string[] {
  const shell = new Set(['document', 'script', 'stylesheet', 'font', 'manifest']);
  // The browser's own update check of /sw.js is not part of rendering the page.
  return requests
    .filter((r) => shell.has(r.resourceType()) && new URL(r.url()).pathname !== '/sw.js')
    .map((r) => r.url());
}
