// The reader's locale, read in one place (issue 22, docs/i18n.md "Transport"): the app adds
// `lang=<locale>` to the query string of every call, so each locale's answer has its own URL and
// every cache (HTTP, SWR, the service worker) keeps locales apart by URL alone. An absent or
// unknown value reads the default content locale; nothing is refused for it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@/lib/i18n/config';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's locale (`lang` query parameter), one of the five; the default content locale otherwise. */
    locale: Locale;
  }
}

/** The query parameter the request layer adds to every call (lib/api/client/http-request.ts). */
export const LANG_PARAM = 'lang';

export function localeOf(req: Pick<FastifyRequest, 'query'>, fallback: Locale): Locale {
  const query = req.query as Record<string, unknown> | undefined;
  const value = query?.[LANG_PARAM];
  return isLocale(value) ? value : fallback;
}

export function registerLocaleHook(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', (req, _reply, done) => {
    req.locale = localeOf(req, app.ctx.config.defaultContentLocale);
    done();
  });
}
