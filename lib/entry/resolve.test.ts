import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/config';
import { entryTable } from '@/lib/routes';
import { resolveEntry, type EntryInput, type EntryTable } from './resolve';

const table: EntryTable = { routes: entryTable(), locales: LOCALES, defaultLocale: DEFAULT_LOCALE };

function at(url: string, more: Partial<EntryInput> = {}): ReturnType<typeof resolveEntry> {
  const u = new URL(url, 'http://x');
  return resolveEntry(
    { pathname: u.pathname, search: u.search, hash: u.hash, storedLocale: null, languages: ['en-US'], ...more },
    table,
  );
}

describe('resolveEntry: links', () => {
  it.each([
    ['/', '/en/home/'],
    ['/#/', '/en/home/'],
    ['/#', '/en/home/'],
    ['/#/pages/home/index', '/en/home/'],
    ['/#/pages/goods/detail/index?id=5', '/en/goods/detail/?id=5'],
    ['/#/pages/goods/detail/index?id=5&x=y', '/en/goods/detail/?id=5&x=y'],
    ['/#pages/mine/index', '/en/mine/'],
    ['/#/pages/wallet/tixian/', '/en/wallet/withdraw/'],
    ['/pages/mine/index', '/en/mine/'],
    ['/pages/goods/detail/index?id=7', '/en/goods/detail/?id=7'],
    ['/pages/mine/personal/recharge/record', '/en/mine/recharge/record/'],
    ['/goods/detail/?id=3', '/en/goods/detail/?id=3'],
    ['/index.html', '/en/home/'],
  ])('%s → %s', (url, expected) => {
    expect(at(url)).toMatchObject({ kind: 'route', url: expected });
  });

  it('keeps the outer query and lets the link query override it', () => {
    expect(at('/?a=1&id=2#/pages/goods/detail/index?id=5')).toMatchObject({
      kind: 'route',
      url: '/en/goods/detail/?a=1&id=5',
    });
  });

  it('keeps encoded query values intact', () => {
    const r = at('/#/pages/goods/index?q=%E7%93%B7%20vase&x=a%26b');
    expect(r.kind).toBe('route');
    const url = new URL(r.kind === 'route' ? r.url : '', 'http://x');
    expect(url.searchParams.get('q')).toBe('瓷 vase');
    expect(url.searchParams.get('x')).toBe('a&b');
  });

  it('opens home for a malformed hash instead of throwing', () => {
    expect(at('/#/%%%')).toMatchObject({ kind: 'route', url: '/en/home/' });
    expect(at('/#/pages/%E0%A4%A')).toMatchObject({ kind: 'route', url: '/en/home/' });
  });

  it.each(['/#/pages/nope/index', '/pages/nope', '/en/nowhere/', '/#/pages/goods'])('%s is not found', (url) => {
    expect(at(url)).toMatchObject({ kind: 'notFound', homeUrl: '/en/home/' });
  });
});

describe('resolveEntry: invitation code', () => {
  it.each([
    ['/?invitationCode=AB12', 'AB12'],
    ['/#/pages/register/register?invitationCode=XY9', 'XY9'],
    ['/pages/register/register?invitationCode=P1', 'P1'],
    ['/#/pages/nope?invitationCode=Q2', 'Q2'],
    ['/#/', null],
  ])('%s → %s', (url, code) => {
    expect(at(url).invitationCode).toBe(code);
  });

  it('keeps the code in the query of the screen it opens', () => {
    expect(at('/#/pages/register/register?invitationCode=XY9')).toMatchObject({
      url: '/en/register/?invitationCode=XY9',
    });
  });
});

describe('resolveEntry: locale', () => {
  it.each([
    [['zh-TW'], 'zh-TW'],
    [['zh-HK'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-Hant-CN'], 'zh-TW'],
    [['zh-MO'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['zh-CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh-Hans-HK'], 'zh-CN'],
    [['fr-CA', 'en'], 'fr'],
    [['es-419'], 'es'],
    [['de-DE', 'es-ES'], 'es'],
    [['de-DE', 'ja'], 'en'],
    [[], 'en'],
    [['en-GB', 'fr'], 'en'],
  ])('languages %j → %s', (languages, locale) => {
    const r = at('/#/pages/mine/index', { languages });
    expect(r).toMatchObject({ locale, url: `/${locale}/mine/` });
  });

  it('offers the languages of the table, not a list of its own', () => {
    const withGerman: EntryTable = { ...table, locales: [...LOCALES, 'de'] };
    const r = resolveEntry(
      { pathname: '/', search: '', hash: '', storedLocale: null, languages: ['de-AT'] },
      withGerman,
    );
    expect(r).toMatchObject({ locale: 'de', url: '/de/home/' });
  });

  it('prefers the stored choice over the browser languages', () => {
    expect(at('/', { storedLocale: 'es', languages: ['zh-TW'] })).toMatchObject({ url: '/es/home/' });
  });

  it('ignores a stored value that is not a locale', () => {
    expect(at('/', { storedLocale: 'xx', languages: ['fr'] })).toMatchObject({ url: '/fr/home/' });
  });

  it('keeps the locale of a missing page under a locale prefix', () => {
    expect(at('/fr/nowhere/', { storedLocale: 'es', languages: ['zh-TW'] })).toMatchObject({
      kind: 'notFound',
      locale: 'fr',
      homeUrl: '/fr/home/',
    });
  });

  it('sends the not-found home link to the chosen locale', () => {
    expect(at('/pages/nope', { languages: ['zh-TW'] })).toMatchObject({ kind: 'notFound', homeUrl: '/zh-TW/home/' });
  });
});

describe('resolveEntry source', () => {
  it('still works when compiled alone from its source, as the inline entry script does', () => {
    // A fresh context with only the browser global it may use: a reference to anything else
    // in this module would throw here.
    const copy = runInNewContext(`(${resolveEntry.toString()})`, { URLSearchParams }) as typeof resolveEntry;
    const input: EntryInput = {
      pathname: '/',
      search: '',
      hash: '#/pages/goods/detail/index?id=5',
      storedLocale: null,
      languages: ['zh-HK'],
    };
    expect(copy(input, table)).toEqual(resolveEntry(input, table));
    expect(copy(input, table)).toMatchObject({ url: '/zh-TW/goods/detail/?id=5' });
  });
});
