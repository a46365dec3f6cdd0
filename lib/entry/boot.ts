// The entry script proper: reads the browser's location, language and storage, saves an
// invitation code, then either replaces the location with the screen's URL or fills in the
// not-found panel in the visitor's language. Serialized like `resolveEntry` (see there), so
// it is self-contained too; the resolver and all data come in as arguments.
import type { EntryResult, EntryInput, EntryTable, resolveEntry } from './resolve';

export interface NotFoundTexts {
  title: string;
  body: string;
  home: string;
}

export interface BootConfig {
  table: EntryTable;
  storageKeys: { locale: string; invitationCode: string };
  /** Not-found texts per locale, for the panel with id `entry-not-found`. */
  texts: Record<string, NotFoundTexts>;
}

export function bootEntry(resolve: typeof resolveEntry, config: BootConfig): EntryResult {
  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const input: EntryInput = {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    storedLocale: read(config.storageKeys.locale),
    languages: window.navigator.languages?.length ? window.navigator.languages : [window.navigator.language ?? ''],
  };
  const result = resolve(input, config.table);
  if (result.invitationCode) {
    try {
      window.localStorage.setItem(config.storageKeys.invitationCode, result.invitationCode);
    } catch {
      // Storage unavailable: the code cannot be remembered, the app still opens.
    }
  }
  if (result.kind === 'route') {
    window.location.replace(result.url);
    return result;
  }
  const texts = config.texts[result.locale] ?? config.texts[config.table.defaultLocale];
  const panel = document.getElementById('entry-not-found');
  if (texts && panel) {
    document.documentElement.lang = result.locale;
    document.title = texts.title;
    const set = (role: string, text: string) => {
      const el = panel.querySelector(`[data-text="${role}"]`);
      if (el) el.textContent = text;
    };
    set('title', texts.title);
    set('body', texts.body);
    set('home', texts.home);
    panel.querySelector('a')?.setAttribute('href', result.homeUrl);
    panel.hidden = false;
  }
  return result;
}
