// Where an entry URL leads. The root page `/` and the exported 404 page run this before any
// framework code loads, so it is serialized into an inline <script> with Function#toString:
// `resolveEntry` must stay self-contained (no imports, no module-level helpers, only
// language built-ins). `resolve.test.ts` checks that a copy compiled from its source works.

export interface EntryInput {
  pathname: string;
  search: string;
  hash: string;
  /** The stored language choice (`STORAGE_KEYS.locale`), if any. */
  storedLocale: string | null;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
}

export interface EntryTable {
  /** Lower-case spec or locale-less segment path without trailing slash → segment (`goods/detail/`). */
  routes: Record<string, string>;
  locales: readonly string[];
  defaultLocale: string;
}

export type EntryResult =
  | { kind: 'route'; locale: string; url: string; invitationCode: string | null }
  | { kind: 'notFound'; locale: string; homeUrl: string; invitationCode: string | null };

export function resolveEntry(input: EntryInput, table: EntryTable): EntryResult {
  const pickLocale = (): string => {
    // A missing page under a locale (`/fr/nowhere/`, through the 404 page) stays in that locale.
    const prefix = input.pathname.split('/')[1] ?? '';
    if (table.locales.includes(prefix)) return prefix;
    if (input.storedLocale && table.locales.includes(input.storedLocale)) return input.storedLocale;
    for (const raw of input.languages) {
      const tag = raw.toLowerCase();
      if (tag === 'zh' || tag.startsWith('zh-')) {
        const traditional = /^zh-(tw|hk|mo)\b/.test(tag) || tag.startsWith('zh-hant');
        return traditional ? 'zh-TW' : 'zh-CN';
      }
      const base = tag.split('-')[0] ?? '';
      if (table.locales.includes(base)) return base;
    }
    return table.defaultLocale;
  };
  const locale = pickLocale();
  const homeUrl = `/${locale}/${table.routes['/'] ?? 'home/'}`;

  // The spec link lives in the hash (`#/pages/x?y=1`); a path link (`/pages/x?y=1`) arrives
  // here through the 404 page. Query parameters of the outer URL come first, the link's own
  // override them.
  const hash = input.hash.replace(/^#/, '');
  const useHash = hash !== '' && hash !== '/';
  const link = useHash ? hash : input.pathname;
  const q = link.indexOf('?');
  const rawPath = q < 0 ? link : link.slice(0, q);
  const params = new URLSearchParams(input.search);
  if (q >= 0) new URLSearchParams(link.slice(q + 1)).forEach((v, k) => params.set(k, v));
  const invitationCode = params.get('invitationCode');

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed link (`#/%%%`) is no route at all: open the home screen.
    return { kind: 'route', locale, url: homeUrl, invitationCode };
  }
  path = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`.toLowerCase();
  if (path === '/index.html' || path === '/404.html') path = '/';

  const segment = table.routes[path];
  if (segment === undefined) return { kind: 'notFound', locale, homeUrl, invitationCode };
  const query = params.toString();
  return { kind: 'route', locale, url: `/${locale}/${segment}${query ? `?${query}` : ''}`, invitationCode };
}
