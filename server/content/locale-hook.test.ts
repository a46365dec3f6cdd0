// The reader's locale (issue 41 #5): `lang` in the URL first; without a valid one, the best of the
// five that Accept-Language asks for (q-values, Chinese by script or region); else the default.
import { describe, expect, it } from 'vitest';
import { acceptedLocale, localeOf, localeOfTag } from './locale-hook';

const req = (query: Record<string, unknown>, acceptLanguage?: string) => ({
  query,
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('localeOfTag', () => {
  it.each([
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-CN', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh_tw', 'zh-TW'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    ['EN-gb', 'en'],
    ['de-DE', undefined],
    ['*', undefined],
    ['', undefined],
  ])('%s → %s', (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });
});

describe('acceptedLocale', () => {
  it.each([
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['de-DE, en;q=0.3, es;q=0.6', 'es'],
    ['zh-HK;q=0.8, en;q=0.9', 'en'],
    ['ja, zh-Hant;q=0.5', 'zh-TW'],
    // A tie keeps the first listed.
    ['es;q=0.7, fr;q=0.7', 'es'],
    // q=0 means "not this one"; a malformed q is skipped.
    ['fr;q=0, en;q=0.1', 'en'],
    ['fr;q=abc, es', 'es'],
    ['fr;q=2', undefined],
    ['de, ja', undefined],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, locale) => {
    expect(acceptedLocale(header)).toBe(locale);
  });

  it('does not read an oversized header', () => {
    expect(acceptedLocale(`${'x-y;q=0.1, '.repeat(100)}fr`)).toBeUndefined();
  });
});

describe('localeOf', () => {
  it('takes a valid lang over the header', () => {
    expect(localeOf(req({ lang: 'es' }, 'zh-TW'), 'en')).toBe('es');
  });
  it('reads the header when lang is absent or unknown', () => {
    expect(localeOf(req({}, 'zh-TW,zh;q=0.9'), 'en')).toBe('zh-TW');
    expect(localeOf(req({ lang: 'de' }, 'fr-FR'), 'en')).toBe('fr');
  });
  it('falls back to the default without either', () => {
    expect(localeOf(req({}), 'fr')).toBe('fr');
    expect(localeOf(req({ lang: 'xx' }, 'de'), 'zh-CN')).toBe('zh-CN');
  });
});
