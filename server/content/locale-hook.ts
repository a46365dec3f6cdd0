// The reader's locale, read in one place (issue 22, docs/i18n.md "Transport"): the app adds
// `lang=<locale>` to the query string of every call, so each locale's answer has its own URL and
// every cache (HTTP, SWR, the service worker) keeps locales apart by URL alone. Without a valid
// `lang` (another client, a link, a first call before the app knows its page), the best of the five
// from `Accept-Language` is read (issue 41), else the default content locale; nothing is refused.
// Such an answer says `Vary: Accept-Language`, and the server's own caches key by `req.locale`
// (the product list's, server/market/catalog-routes.ts), never by URL alone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@/lib/i18n/config';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's locale (`lang` query parameter, else Accept-Language), one of the five; the default content locale otherwise. */
    locale: Locale;
  }
}

/** The query parameter the request layer adds to every call (lib/api/client/http-request.ts). */
export const LANG_PARAM = 'lang';

/** Header values longer than this are not read (a browser sends a few dozen characters). */
const HEADER_MAX = 500;

/** One language tag → one of the five, or undefined. Chinese by script first, then by region. */
export function localeOfTag(tag: string): Locale | undefined {
  const parts = tag.toLowerCase().split(/[-_]/);
  const [language] = parts;
  if (language === 'zh') {
    if (parts.includes('hant')) return 'zh-TW';
    if (parts.includes('hans')) return 'zh-CN';
    return parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo') ? 'zh-TW' : 'zh-CN';
  }
  if (language === 'en' || language === 'fr' || language === 'es') return language;
  return undefined;
}

/**
 * The best of the five locales an `Accept-Language` value asks for (RFC 9110: the highest q; on
 * a tie the first listed), or undefined when it names none of them (`*` names none: the default).
 */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  if (!header || header.length > HEADER_MAX) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const item of header.split(',')) {
    const [tag = '', ...params] = item.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const locale = localeOfTag(tag.trim());
    if (locale && (best === undefined || q > best.q)) best = { locale, q };
  }
  return best?.locale;
}

export function localeOf(req: Pick<FastifyRequest, 'query' | 'headers'>, fallback: Locale): Locale {
  const query = req.query as Record<string, unknown> | undefined;
  const value = query?.[LANG_PARAM];
  if (isLocale(value)) return value;
  const header = req.headers['accept-language'];
  return acceptedLocale(Array.isArray(header) ? header.join(',') : header) ?? fallback;
}

/** Whether the request names its locale in the URL (else the answer varies with the header). */
function inUrl(req: Pick<FastifyRequest, 'query'>): boolean {
  return isLocale((req.query as Record<string, unknown> | undefined)?.[LANG_PARAM]);
}

export function registerLocaleHook(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', (req, _reply, done) => {
    req.locale = localeOf(req, app.ctx.config.defaultContentLocale);
    done();
  });
  // A JSON answer to a call without `lang` was written in the header's language: an HTTP cache
  // must not hand it to a reader of another. (Pages and files carry no answer in a language.)
  app.addHook('onSend', async (req, reply, payload) => {
    if (inUrl(req) || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const vary = reply.getHeader('vary');
    const list = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (!list.some((v) => v.toLowerCase() === 'accept-language' || v === '*'))
      reply.header('vary', [...list, 'accept-language'].join(', '));
    return payload;
  });
}
