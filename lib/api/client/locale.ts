// The locale every call carries (`lang`, http-request.ts; docs/i18n.md "Transport"). A page is
// prerendered per locale with its <html lang>, and changing the language loads another page (each
// locale has its own root layout), so the document's language is the app's for the page's life.
import { isLocale, type Locale } from '../../i18n/config';

let fixed: Locale | null = null;

/** Tests and scripts without a document: the locale to send. */
export function setRequestLocale(locale: Locale | null): void {
  fixed = locale;
}

/** The reader's locale: the one set, else the page's <html lang>; null when neither is known. */
export function requestLocale(): Locale | null {
  if (fixed) return fixed;
  if (typeof document === 'undefined') return null;
  // A document without a root element (a stub in tests, an odd embed) says nothing.
  const lang = document.documentElement?.lang;
  return lang !== undefined && isLocale(lang) ? lang : null;
}
