// The five languages of the spec. Locale codes are the URL prefixes (`/zh-TW/home/`).

export const LOCALES = ['en', 'fr', 'es', 'zh-CN', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Each language's own name, shown in the switcher in that language (an endonym reads the same
 * in every interface language, so it is data, not a message).
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/** Path of the same screen in another locale: `/en/goods/detail/` → `/fr/goods/detail/`. */
export function swapLocale(pathname: string, locale: Locale): string {
  const parts = pathname.split('/');
  // parts[0] is the empty string before the leading slash.
  if (isLocale(parts[1])) parts[1] = locale;
  else parts.splice(1, 0, locale);
  return parts.join('/');
}
