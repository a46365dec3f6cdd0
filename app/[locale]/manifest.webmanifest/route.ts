// /<locale>/manifest.webmanifest: the installable app's manifest in that locale, written once
// per locale by the static export.
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '@/lib/i18n/config';
import { webAppManifest } from '@/lib/pwa/manifest';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  const t = await getTranslations({ locale });
  const manifest = webAppManifest(locale, {
    name: t('pwa.manifestName'),
    shortName: t('pwa.shortName'),
    description: t('app.description'),
  });
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
}
