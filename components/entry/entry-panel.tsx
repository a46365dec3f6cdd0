// The body of the root entry page and of the exported 404 page. An inline script resolves
// the URL (lib/entry) before any framework code loads: a known screen replaces the location
// at once; otherwise the hidden not-found panel is filled in the visitor's language.
import { bootEntry, type BootConfig, type NotFoundTexts } from '@/lib/entry/boot';
import { resolveEntry } from '@/lib/entry/resolve';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/config';
import { routeHref } from '@/lib/nav/href';
import { entryTable } from '@/lib/routes';
import { STORAGE_KEYS } from '@/lib/storage';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';

const ALL: Record<Locale, typeof en> = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW };

function notFoundTexts(): Record<string, NotFoundTexts> {
  const texts: Record<string, NotFoundTexts> = {};
  for (const locale of LOCALES) {
    const e = ALL[locale].errors;
    texts[locale] = { title: e.notFoundTitle, body: e.notFoundBody, home: e.notFoundHome };
  }
  return texts;
}

/** The inline script: both functions travel as source, the data as JSON (`<` escaped). */
export function entryScript(): string {
  const config: BootConfig = {
    table: { routes: entryTable(), locales: LOCALES, defaultLocale: DEFAULT_LOCALE },
    storageKeys: { locale: STORAGE_KEYS.locale, invitationCode: STORAGE_KEYS.invitationCode },
    texts: notFoundTexts(),
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(${bootEntry.toString()})(${resolveEntry.toString()},${json});`;
}

const HOME_HREF = routeHref(DEFAULT_LOCALE, 'home');

// React does not look inside dangerouslySetInnerHTML when hydrating, so the script's edits to
// the panel survive. English is the text before the script runs and without JavaScript.
const PANEL_HTML = `
<main class="not-found" id="entry-not-found" hidden>
  <h1 class="not-found__title" data-text="title">${en.errors.notFoundTitle}</h1>
  <p data-text="body">${en.errors.notFoundBody}</p>
  <a class="button" href="${HOME_HREF}" data-text="home">${en.errors.notFoundHome}</a>
</main>
<noscript>
  <main class="not-found">
    <a class="button" href="${HOME_HREF}">${en.errors.notFoundHome}</a>
  </main>
</noscript>`;

export function EntryPanel() {
  return (
    <>
      <div className="app-frame" dangerouslySetInnerHTML={{ __html: PANEL_HTML }} />
      <script dangerouslySetInnerHTML={{ __html: entryScript() }} />
    </>
  );
}
