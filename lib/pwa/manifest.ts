// The web app manifest of one locale (served at /<locale>/manifest.webmanifest, written by the
// static export from app/[locale]/manifest.webmanifest/route.ts). One manifest per locale is how
// the installed name follows the language: the platform takes the name from the manifest the
// installing page links. All share one `id`, so installing from any language is the same app.
import type { Locale } from '@/lib/i18n/config';

export const THEME_COLOR = '#D43030';
export const BACKGROUND_COLOR = '#f4f5f7';

export interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function manifestPath(locale: Locale): string {
  return `/${locale}/manifest.webmanifest`;
}

export function webAppManifest(locale: Locale, texts: ManifestTexts) {
  return {
    id: '/',
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: locale,
    dir: 'ltr',
    // The home tab in the language the app was installed from; the user can switch inside.
    start_url: `/${locale}/home/`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping'],
    icons: MANIFEST_ICONS,
  };
}
