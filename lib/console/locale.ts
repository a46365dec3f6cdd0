// The console has one URL per screen for every language (not /<locale>/console/): staff share
// links to a queue or an audit filter whatever language each reads it in. The language is the
// stored choice (the buyer app's `locale` key, so one switcher serves both), else the browser's,
// as the entry page picks it (lib/entry/resolve.ts).
import { resolveEntry } from '@/lib/entry/resolve';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@/lib/i18n/config';

export function consoleLocale(storedLocale: string | null, languages: readonly string[]): Locale {
  const { locale } = resolveEntry(
    { pathname: '/console/', search: '', hash: '', storedLocale, languages },
    { routes: {}, locales: LOCALES, defaultLocale: DEFAULT_LOCALE },
  );
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
