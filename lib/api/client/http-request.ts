// The HTTP request a call makes for a given input, built in one place for the request layer and for
// the head-start reads a prerendered page sends from its HTML (head-start.ts): both must send exactly
// the same request, or the page's answer could not stand in for the layer's own.
import { facts, type CallName } from '../call-facts';

export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

function toQuery(value: unknown): string {
  const params = new URLSearchParams();
  if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined || v === null) continue;
      params.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The query parameter that carries the reader's locale on every call (docs/i18n.md, "Transport"):
 * in the URL, so every cache (the browser's, a CDN's, the service worker's) keeps each locale's
 * answer apart with no `Vary`, and the server reads it in one place (server/content/locale-hook.ts).
 */
export const LANG_PARAM = 'lang';

/** `lang=<locale>` after the call's own query (or alone), when a locale is known. */
function withLocale(url: string, locale: string | null): string {
  if (!locale) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${LANG_PARAM}=${encodeURIComponent(locale)}`;
}

/**
 * The request for `name` with `data` (already checked, or a screen's own read input) in `locale`,
 * without the per-request headers: Idempotency-Key, the tokens, and a multipart body (the caller
 * adds those).
 */
export function httpRequest(name: CallName, data: unknown, baseUrl: string, locale: string | null = null): HttpRequest {
  const call = facts[name];
  const headers: Record<string, string> = { Accept: 'application/json' };
  let url = `${baseUrl}${call.path}`;
  let body: string | undefined;
  if (call.payload === 'query') url += toQuery(data);
  else if (call.payload === 'body') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(data);
  }
  return { url: withLocale(url, locale), method: call.method, headers, body };
}

/** One string per distinct request: what a head-start answer is looked up by. */
export function requestKey({ method, url, body }: Pick<HttpRequest, 'method' | 'url' | 'body'>): string {
  return `${method} ${url}\n${body ?? ''}`;
}
