import { routeDef, type RouteId } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/config';

export type Query = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

/** Query string with its `?` (or ''), skipping empty values so `{ id: undefined }` adds nothing. */
export function queryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [k, v] of entries) if (v !== undefined && v !== null) params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** `/<locale>/<segment>?<query>`: the spec's "query parameters are appended to the path". */
export function routeHref(locale: Locale, id: RouteId, query?: Query): string {
  return `/${locale}/${routeDef(id).segment}${queryString(query)}`;
}

/** The locale-less key of an app URL (`/en/goods/detail/?id=5` → `/goods/detail/?id=5`). */
export function stackKey(pathname: string, search: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '') || '/';
  const withSlash = rest.endsWith('/') ? rest : `${rest}/`;
  return `${withSlash}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;
}
