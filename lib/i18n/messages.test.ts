import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import { ROUTE_IDS } from '@/lib/routes';
import { LOCALES, isLocale, swapLocale } from './config';

const ALL: Record<string, unknown> = { en, fr, es, 'zh-CN': zhCN, 'zh-TW': zhTW };

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) for (const e of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(...e);
  return out;
}

const english = flatten(en);

describe('messages', () => {
  it('has a file for every locale', () => {
    expect(Object.keys(ALL).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys, none empty', (locale) => {
    const flat = flatten(ALL[locale]);
    const missing = [...english.keys()].filter((k) => !flat.has(k));
    const extra = [...flat.keys()].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    for (const [k, v] of flat) expect(v.trim(), k).not.toBe('');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not an English copy', (locale) => {
    const flat = flatten(ALL[locale]);
    const same = [...english].filter(([k, v]) => flat.get(k) === v && !k.startsWith('app.name'));
    // A few words are the same in French or Spanish ("Article"); most must differ.
    expect(same.length / english.size).toBeLessThan(0.1);
  });

  it('has a title for every route', () => {
    for (const id of ROUTE_IDS) expect(english.get(`routes.${id}`), id).toBeTruthy();
  });

  it('has the error texts the request layer refers to, word for word', () => {
    expect(Object.fromEntries([...english].filter(([k]) => k.startsWith('errors.')))).toMatchObject({
      'errors.connectionTimeout': 'The connection timed out. Tap the screen to try again.',
      'errors.cannotConnect': 'Cannot connect to the server. Please check your network.',
      'errors.timeout': 'The request timed out, please try again.',
      'errors.network': 'Network error, please check your connection.',
      'errors.aborted': 'The request was cancelled.',
      'errors.fileTransfer': 'The file could not be sent because of a network error.',
      'errors.unexpectedResponse': 'Unexpected response from the server.',
      'errors.exceedsSizeLimit': 'The file exceeds the size limit.',
      'errors.copied': 'Content copied',
      'errors.copyFailed': 'Copy failed, please copy manually',
      'errors.previewFailed': 'The image could not be shown',
      'errors.loginRequired': 'Please log in first.',
      'errors.pageFailed': 'This page failed to load. Tap to try again.',
    });
  });
});

describe('locale helpers', () => {
  it('recognises exactly the five locales', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('zh')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('swaps the locale prefix and keeps the rest of the path', () => {
    expect(swapLocale('/en/goods/detail/', 'zh-TW')).toBe('/zh-TW/goods/detail/');
    expect(swapLocale('/zh-CN/mine/', 'fr')).toBe('/fr/mine/');
    expect(swapLocale('/home/', 'es')).toBe('/es/home/');
  });
});
