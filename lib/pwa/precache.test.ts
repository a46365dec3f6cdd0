import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { ROUTE_IDS } from '@/lib/routes';
import {
  additionalEntries,
  encodeAssetUrl,
  isConsoleOnly,
  isPrecachedAsset,
  localePages,
  pageLocale,
} from './precache';

describe('precache entries', () => {
  it('lists every route of every locale once, revisioned by the build id', () => {
    const entries = additionalEntries('build-7');
    const urls = entries.map((e) => e.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const locale of LOCALES) {
      expect(urls).toContain(`/${locale}/`);
      expect(urls).toContain(`/${locale}/manifest.webmanifest`);
      expect(localePages(locale)).toHaveLength(ROUTE_IDS.length + 1);
    }
    expect(urls).toContain('/zh-TW/goods/detail/');
    expect(urls).toContain('/');
    expect(entries.every((e) => e.revision === 'build-7')).toBe(true);
  });

  it('knows the locale of a page', () => {
    expect(pageLocale('/zh-CN/mine/orders/')).toBe('zh-CN');
    expect(pageLocale('/_next/static/chunks/x.js')).toBeUndefined();
    expect(pageLocale('/')).toBeUndefined();
  });

  it('precaches static assets but not the legacy polyfills or the pages-router runtime', () => {
    expect(isPrecachedAsset('static/chunks/app/[locale]/home/page-0123456789abcdef.js')).toBe(true);
    expect(isPrecachedAsset('static/css/ed8e83c2f6bd715b.css')).toBe(true);
    expect(isPrecachedAsset('static/chunks/main-app-0ce5648325665de2.js')).toBe(true);
    expect(isPrecachedAsset('static/chunks/main-5ed9166d014b40bc.js')).toBe(false);
    expect(isPrecachedAsset('static/chunks/polyfills-42372ed130431b0a.js')).toBe(false);
    expect(isPrecachedAsset('server/app/page.js')).toBe(false);
    expect(isPrecachedAsset('build-manifest.json')).toBe(false);
  });

  it('encodes asset URLs the way the pages request them', () => {
    expect(encodeAssetUrl('/_next/static/chunks/app/[locale]/page-1.js')).toBe(
      '/_next/static/chunks/app/%5Blocale%5D/page-1.js',
    );
    expect(encodeAssetUrl('/_next/static/chunks/app/(entry)/page-1.js')).toBe(
      '/_next/static/chunks/app/(entry)/page-1.js',
    );
    expect(encodeAssetUrl('/_next/static/chunks/app/%5Blocale%5D/page-1.js')).toBe(
      '/_next/static/chunks/app/%5Blocale%5D/page-1.js',
    );
  });
});

describe('the operator console is never precached', () => {
  it('counts a chunk as the console’s only when every entry that loads it is a console page', () => {
    expect(isConsoleOnly(['app/console/page', 'app/console/audit/page'])).toBe(true);
    expect(isConsoleOnly(['app/console/layout', 'main-app'])).toBe(true);
    expect(isConsoleOnly(['main-app'])).toBe(false);
    expect(isConsoleOnly(['app/console/page', 'app/[locale]/home/page'])).toBe(false);
    expect(isConsoleOnly(['app/[locale]/layout'])).toBe(false);
    expect(isConsoleOnly([null])).toBe(false);
    expect(isConsoleOnly([])).toBe(false);
  });
});
