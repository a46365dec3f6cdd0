import { describe, expect, it } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { LOCALES } from '@/lib/i18n/config';
import { additionalEntries } from './precache';
import { MANIFEST_ICONS, manifestPath, webAppManifest } from './manifest';

describe('web app manifest', () => {
  const m = webAppManifest('zh-CN', { name: 'Gavel 拍卖', shortName: 'Gavel', description: '拍卖' });

  it('has what installability needs', () => {
    expect(m).toMatchObject({ display: 'standalone', scope: '/', start_url: '/zh-CN/home/', lang: 'zh-CN', id: '/' });
    expect(m.icons.some((i) => i.sizes === '192x192' && i.purpose === 'any')).toBe(true);
    expect(m.icons.some((i) => i.sizes === '512x512' && i.purpose === 'any')).toBe(true);
    expect(m.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
  });

  it('points at icons that exist and are precached', () => {
    const precached = new Set(additionalEntries('b').map((e) => e.url));
    for (const icon of MANIFEST_ICONS) {
      expect(existsSync(new URL(`../../public${icon.src}`, import.meta.url)), icon.src).toBe(true);
      expect(precached.has(icon.src), icon.src).toBe(true);
    }
  });

  it('PNG icons have the size they claim', () => {
    for (const icon of MANIFEST_ICONS.filter((i) => i.type === 'image/png')) {
      const png = readFileSync(new URL(`../../public${icon.src}`, import.meta.url));
      const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    }
  });

  it('has one path per locale, all precached', () => {
    const precached = new Set(additionalEntries('b').map((e) => e.url));
    for (const locale of LOCALES) expect(precached.has(manifestPath(locale))).toBe(true);
  });
});
