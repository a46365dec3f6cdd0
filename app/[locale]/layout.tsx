// Root layout of every screen: prerendered once per locale, with that locale's <html lang>
// and only its messages (docs/architecture.md, section 2).
import type { Metadata, Viewport } from 'next';
import { APP_ICONS, APP_VIEWPORT } from '@/components/shell/document-meta';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { ApiBridge } from '@/components/shell/api-bridge';
import { FormatWarmUp } from '@/components/shell/format-warm-up';
import { NavigationStatus } from '@/components/shell/navigation-status';
import { Toaster } from '@/components/toast/toaster';
import { LOCALES } from '@/lib/i18n/config';
import { shellMessages } from '@/lib/i18n/namespaces';
import { manifestPath } from '@/lib/pwa/manifest';
import { OfflineBanner } from '@/components/pwa/offline-banner';
import { PwaRoot } from '@/components/pwa/pwa-root';
import { RealtimeRoot } from '@/components/chat/realtime-root';
import { SuspendedRoot } from '@/components/account/suspended-root';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const viewport: Viewport = APP_VIEWPORT;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = hasLocale(LOCALES, raw) ? raw : 'en';
  const t = await getTranslations({ locale });
  return {
    title: { template: `%s · ${t('app.name')}`, default: t('app.name') },
    description: t('app.description'),
    icons: APP_ICONS,
    // Installable in the page's language (docs/pwa.md).
    manifest: manifestPath(locale),
    appleWebApp: { capable: true, title: t('pwa.shortName'), statusBarStyle: 'default' },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(LOCALES, locale)) notFound();
  setRequestLocale(locale);
  // Only what the shell around the screens uses; each screen adds its own (RouteScreen).
  const messages = shellMessages(await getMessages());
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider locale={locale} messages={messages}>
          <ApiBridge />
          <FormatWarmUp />
          <OfflineBanner />
          <SuspendedRoot />
          {children}
          <Suspense fallback={null}>
            <NavigationStatus />
          </Suspense>
          <Toaster />
          <PwaRoot />
          <RealtimeRoot />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
