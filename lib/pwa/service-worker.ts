// The service worker (compiled by Workbox's InjectManifest into out/sw.js; see next.config.mjs
// and docs/pwa.md). Precache: the build's static assets plus every page of every locale; the
// pages of the locales open while installing are fetched first, the others once the page asks
// (WARM_PAGES). Runtime: the dictionary stale-while-revalidate, notices, articles and the company
// page network first, images cache first and bounded. Nothing else is touched: money, chat, account data and
// every POST always go to the network.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { RouteMatchCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/config';
import { CACHES, IMAGE_LIMITS, PRIVATE_CACHES, runtimeRule, type RuntimeRule } from './cache-rules';
import { eachAtMost } from '../each-at-most';
import { pageLocale, PAGE_FETCHES_AT_ONCE, type PrecacheEntry } from './precache';
import { isSwMessage, SW_MESSAGES } from './sw-protocol';
import { installPush, type PushScope } from './sw-push';
import type { ServiceWorkerScope } from './sw-scope';

declare global {
  interface Window {
    /** Replaced by InjectManifest with the precache list. */
    __WB_MANIFEST: ReadonlyArray<PrecacheEntry | string>;
  }
}

/** Set by the build (DefinePlugin in next.config.mjs). */
declare const __GAVEL_BUILD_ID__: string;

const sw = self as unknown as ServiceWorkerScope;
const manifest = self.__WB_MANIFEST.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e));

const PAGES_CACHE = `${CACHES.pagesPrefix}${__GAVEL_BUILD_ID__}`;

function isPage(url: string): boolean {
  return url.endsWith('/') && pageLocale(url) !== undefined;
}

const pageUrls = manifest.filter((e) => isPage(e.url)).map((e) => e.url);
const pageSet = new Set(pageUrls);

// Static assets, the entry page, the 404 page, manifests and icons: Workbox's precache.
cleanupOutdatedCaches();
precacheAndRoute(manifest.filter((e) => !isPage(e.url)));

/** Fetches and stores the pages not in this build's page cache yet. */
async function cachePages(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const have = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  // A few at a time: the page's own requests (the next tap's data) must not queue behind them.
  await eachAtMost(
    urls.filter((url) => !have.has(url)),
    PAGE_FETCHES_AT_ONCE,
    async (url) => {
      const res = await fetch(url, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`precache ${url}: HTTP ${res.status}`);
      await cache.put(url, res);
    },
  );
}

/** The locales of the windows open now (the one installing us), else the default. */
async function openLocales(): Promise<Set<Locale>> {
  const windows = await sw.clients.matchAll({ includeUncontrolled: true, type: 'window' });
  const locales = new Set<Locale>();
  for (const client of windows) {
    const locale = pageLocale(new URL(client.url).pathname);
    if (locale) locales.add(locale);
  }
  if (locales.size === 0) locales.add(DEFAULT_LOCALE);
  return locales;
}

sw.addEventListener('install', (event) => {
  // The first install stays small: only the user's locale; the rest follows on WARM_PAGES.
  event.waitUntil(
    openLocales().then((locales) =>
      cachePages(pageUrls.filter((url) => locales.has(pageLocale(url) ?? DEFAULT_LOCALE))),
    ),
  );
});

sw.addEventListener('activate', (event) => {
  // Pages of older builds go once this build is in charge (the running tabs reload then).
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith(CACHES.pagesPrefix) && n !== PAGES_CACHE).map((n) => caches.delete(n)),
        ),
      ),
  );
});

// The first visit is controlled at once, so what it reads is cached for offline use.
clientsClaim();

// Web Push: show the server's notification, open its screen on a click (sw-push.ts).
installPush(self as unknown as PushScope);

sw.addEventListener('message', (event) => {
  if (!isSwMessage(event.data)) return;
  switch (event.data.type) {
    case SW_MESSAGES.skipWaiting:
      event.waitUntil(sw.skipWaiting());
      break;
    case SW_MESSAGES.clearPrivate:
      event.waitUntil(Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name))));
      break;
    case SW_MESSAGES.warmPages:
      // Best effort: a page that fails now is fetched when it is first opened.
      event.waitUntil(cachePages(pageUrls).catch(() => undefined));
      break;
  }
});

/** Pages: this build's HTML from the cache; a page not cached yet from the network (and kept). */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === sw.location.origin && isPage(pageKey(url)),
  async ({ request, url }) => {
    const key = pageKey(url);
    const cache = await caches.open(PAGES_CACHE);
    const hit = await cache.match(key);
    if (hit) return hit;
    const res = await fetch(request);
    // A page the server answered with its first reads inlined (server/http/inline-reads.ts) is
    // not kept: the cache holds the page as exported, its answers would only go stale.
    const inlined = res.headers.get('x-gavel-inlined') === '1';
    if (res.ok && !res.redirected && !inlined && pageSet.has(key)) await cache.put(key, res.clone());
    return res;
  },
);

/** `/en/home` and `/en/home/?id=3` are the page `/en/home/`. */
function pageKey(url: URL): string {
  const key = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return pageSet.has(key) ? key : url.pathname;
}

function ruleOf({ request, url }: RouteMatchCallbackOptions): RuntimeRule | null {
  return runtimeRule({
    url,
    method: request.method,
    destination: request.destination,
    authorized: request.headers.has('authorization'),
    origin: sw.location.origin,
  });
}

registerRoute(
  (o) => ruleOf(o) === 'dict',
  new StaleWhileRevalidate({ cacheName: CACHES.dict, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

registerRoute(
  (o) => ruleOf(o) === 'content',
  new NetworkFirst({
    cacheName: CACHES.content,
    networkTimeoutSeconds: 5,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

registerRoute(
  (o) => ruleOf(o) === 'image',
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ ...IMAGE_LIMITS, purgeOnQuotaError: true }),
    ],
  }),
);
