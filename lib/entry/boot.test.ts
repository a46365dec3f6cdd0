import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/config';
import { entryTable } from '@/lib/routes';
import { bootEntry, type BootConfig } from './boot';
import { resolveEntry } from './resolve';

// A fake window, only as much as the boot script touches, to check its side effects.
function fakeWindow(href: string, languages: string[], stored: Record<string, string> = {}) {
  const u = new URL(href);
  const storage = new Map(Object.entries(stored));
  const replaced: string[] = [];
  const win = {
    location: { pathname: u.pathname, search: u.search, hash: u.hash, replace: (to: string) => replaced.push(to) },
    navigator: { languages, language: languages[0] },
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
  };
  return { win, storage, replaced };
}

const config: BootConfig = {
  table: { routes: entryTable(), locales: LOCALES, defaultLocale: DEFAULT_LOCALE },
  storageKeys: { locale: 'locale', invitationCode: 'invitationCode' },
  texts: {
    en: { title: 'Page not found', body: 'Gone', home: 'Home' },
    'zh-TW': { title: '頁面不存在', body: '不存在', home: '返回首頁' },
  },
};

// Just enough of a DOM for the not-found panel.
function fakeDocument() {
  const texts: Record<string, string> = {};
  const link = { href: '', setAttribute: (_: string, v: string) => void (link.href = v) };
  const panel = {
    hidden: true,
    querySelector: (sel: string) => {
      if (sel === 'a') return link;
      const role = /data-text="(\w+)"/.exec(sel)?.[1] ?? '';
      return {
        set textContent(v: string) {
          texts[role] = v;
        },
      };
    },
  };
  const doc = { title: '', documentElement: { lang: 'en' }, getElementById: () => panel };
  return { doc, panel, link, texts };
}

describe('bootEntry', () => {
  it('replaces the location and saves the invitation code', () => {
    const { win, storage, replaced } = fakeWindow('http://x/?invitationCode=Z9#/pages/mine/index', ['fr-FR'], {});
    const run = runInNewContext(`(${bootEntry.toString()})`, {
      window: win,
      document: { getElementById: () => null },
    }) as typeof bootEntry;
    run(resolveEntry, config);
    expect(replaced).toEqual(['/fr/mine/?invitationCode=Z9']);
    expect(storage.get('invitationCode')).toBe('Z9');
  });

  it('uses the stored locale', () => {
    const { win, replaced } = fakeWindow('http://x/#/pages/goods/index', ['fr-FR'], { locale: 'zh-CN' });
    const run = runInNewContext(`(${bootEntry.toString()})`, { window: win }) as typeof bootEntry;
    run(resolveEntry, config);
    expect(replaced).toEqual(['/zh-CN/goods/']);
  });
});

describe('bootEntry on an unknown route', () => {
  it('shows the not-found panel in the visitor language with a link home', () => {
    const { win, replaced } = fakeWindow('http://x/pages/nope', ['zh-HK']);
    const { doc, panel, link, texts } = fakeDocument();
    const run = runInNewContext(`(${bootEntry.toString()})`, { window: win, document: doc }) as typeof bootEntry;
    expect(run(resolveEntry, config)).toMatchObject({ kind: 'notFound', locale: 'zh-TW' });
    expect(replaced).toEqual([]);
    expect(panel.hidden).toBe(false);
    expect(doc.documentElement.lang).toBe('zh-TW');
    expect(doc.title).toBe('頁面不存在');
    expect(texts).toEqual({ title: '頁面不存在', body: '不存在', home: '返回首頁' });
    expect(link.href).toBe('/zh-TW/home/');
  });
});
