// One screen of the route table: navigation bar, body (behind the login gate when the table says
// the screen needs a logged-in user), and the tab bar on tab pages.
// Every page file under app/[locale]/ is this plus its body.
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/config';
import { screenMessages } from '@/lib/i18n/namespaces';
import { activeTabReading, routeDef, tabIndex, type RouteId } from '@/lib/routes';
import type { HeadStartRead } from '@/lib/api/client/head-start';
import { ComingSoon } from './coming-soon';
import { HeadStartReads } from './head-start-reads';
import { LastSeenPhotos } from './last-seen-photos';
import { LastSeenTexts } from './last-seen-texts';
import { LoginGate } from './login-gate';
import { LoginRedirect } from './login-redirect';
import { NavBar } from './nav-bar';
import type { QueryTitle } from './screen-title';
import { StackTracker } from './stack-tracker';
import { TabBar } from './tab-bar';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

async function localeOf(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export interface RouteScreenProps extends LocaleParams {
  id: RouteId;
  children?: ReactNode;
  /** Public reads the screen makes on load, sent from its HTML (components/shell/head-start-reads.tsx). */
  headStart?: readonly HeadStartRead[];
  /** Another title when the URL has this query parameter (the edit form on the add screen). */
  titleWith?: QueryTitle;
  /** A screen behind the login: its skeleton while who is logged in is not known yet (the export). */
  gateSkeleton?: ReactNode;
  /** The skeleton's text slots a repeat visit fills before the app runs (lib/first-texts.ts). */
  firstTexts?: readonly string[];
}

export async function RouteScreen({
  id,
  params,
  children,
  headStart,
  titleWith,
  gateSkeleton,
  firstTexts,
}: RouteScreenProps) {
  const locale = await localeOf(params);
  // Static rendering: the locale comes from the segment, not from a request.
  setRequestLocale(locale);
  const t = await getTranslations('routes');
  const reading = activeTabReading();
  const isTab = tabIndex(id, reading) !== undefined;
  const body = children ?? <ComingSoon />;
  // The screen's own messages only (lib/i18n/namespaces.ts): the page's HTML carries those, not
  // the whole locale.
  const messages = screenMessages(await getMessages(), routeDef(id).segment);
  return (
    <NextIntlClientProvider messages={messages}>
      {headStart && headStart.length > 0 ? <HeadStartReads reads={headStart} locale={locale} /> : null}
      {/* Before the screen: with no session stored it leaves for login before the skeleton paints. */}
      {routeDef(id).login ? <LoginRedirect locale={locale} /> : null}
      <div className={isTab ? 'app-frame app-frame--tabbed' : 'app-frame'} data-route={id}>
        <NavBar title={t(id)} showBack={!isTab} titleWith={titleWith} />
        <main className="screen">
          {routeDef(id).login ? <LoginGate fallback={gateSkeleton}>{body}</LoginGate> : body}
        </main>
        {isTab ? <TabBar current={id} reading={reading} /> : null}
        <Suspense fallback={null}>
          <StackTracker />
        </Suspense>
      </div>
      {/* After the screen: they fill the skeleton's photo and text slots above them from the last visit. */}
      {headStart && headStart.length > 0 ? <LastSeenPhotos reads={headStart} locale={locale} /> : null}
      {firstTexts && firstTexts.length > 0 ? <LastSeenTexts names={firstTexts} locale={locale} /> : null}
    </NextIntlClientProvider>
  );
}

/** `generateMetadata` for a route's page: its translated title. */
export function routeMetadata(id: RouteId) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await localeOf(params);
    const t = await getTranslations({ locale, namespace: 'routes' });
    return { title: t(id) };
  };
}
