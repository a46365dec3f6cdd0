// What the service worker precaches, decided at build time (next.config.mjs feeds it to
// Workbox's InjectManifest). Next writes the HTML after webpack has run, so the pages cannot
// come from the compilation: they are listed from the route table, revisioned by build id.
import { LOCALES, isLocale, type Locale } from '@/lib/i18n/config';
import { ROUTE_IDS, routeDef } from '@/lib/routes';

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Every page of one locale: `/<locale>/` (it forwards to home) and each route's segment. */
export function localePages(locale: Locale): string[] {
  return [`/${locale}/`, ...ROUTE_IDS.map((id) => `/${locale}/${routeDef(id).segment}`)];
}

/** The locale whose pages a URL path belongs to (`/zh-CN/goods/` → zh-CN). */
export function pageLocale(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** Public files the exported app needs besides the compilation: manifests and icons. */
export const PUBLIC_FILES = [
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
] as const;

/**
 * Entries added to the compilation's: the entry page, the 404 page, every locale's manifest and
 * pages, and the icons. All carry the build id as revision, so a new build refreshes them.
 */
export function additionalEntries(buildId: string): PrecacheEntry[] {
  const urls = [
    '/',
    '/404.html',
    ...LOCALES.map((locale) => `/${locale}/manifest.webmanifest`),
    ...PUBLIC_FILES,
    ...LOCALES.flatMap(localePages),
  ];
  return urls.map((url) => ({ url, revision: buildId }));
}

/**
 * Which assets of the client compilation are precached: everything under static/ except the
 * `nomodule` polyfills (only browsers without service workers load them) and the pages-router
 * runtime `main-<hash>.js` (this app has no pages/ directory; no page references it).
 */
export function isPrecachedAsset(name: string): boolean {
  if (!name.startsWith('static/')) return false;
  if (name.endsWith('.map')) return false;
  return !/^static\/chunks\/(polyfills|main)-[0-9a-f]+\.js$/.test(name);
}

/**
 * Asset URLs as the pages request them: Next percent-encodes each path segment
 * (`app/[locale]/page.js` is fetched as `app/%5Blocale%5D/page.js`), and the precache matches
 * URLs exactly.
 */
export function encodeAssetUrl(url: string): string {
  return url
    .split('/')
    .map((part) => encodeURIComponent(decodeURIComponent(part)))
    .join('/');
}

/** The console's entry points (`app/console/…`): operators get it fresh, the buyer's worker never keeps it. */
export const CONSOLE_ENTRY_PREFIX = 'app/console/';

/** Next's app-router runtime: every page's chunk group hangs under it as well as under its page. */
const APP_RUNTIME_ENTRY = 'main-app';

/**
 * Whether a chunk belongs to the operator console alone: every page entry that can load it (its
 * chunk groups' roots, the app-router runtime aside) is a console page. Chunks a buyer page can
 * load too stay precached.
 */
export function isConsoleOnly(entryNames: Iterable<string | null | undefined>): boolean {
  let any = false;
  for (const name of entryNames) {
    if (name === APP_RUNTIME_ENTRY) continue;
    if (!name?.startsWith(CONSOLE_ENTRY_PREFIX)) return false;
    any = true;
  }
  return any;
}

/**
 * How many pages the worker fetches at once when it caches pages (install, WARM_PAGES). A browser
 * opens about six connections to one host: warming 170 pages all at once queued the visitor's own
 * next tap (its page data) behind them for seconds on a slow phone. Three leave room for it.
 */
export const PAGE_FETCHES_AT_ONCE = 3;
