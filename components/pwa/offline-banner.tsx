'use client';
// Says, while offline, what still works and what cannot be done now. Always mounted: the live
// region must exist before its text appears for screen readers to announce it. A bare polite
// live region, not role="status": the screens' own status (the loading spinner) keeps that role.
// Its height is published as --offline-banner-height on <html>: a screen that fills the viewport
// (the chat, whose composer sits at the bottom) subtracts it instead of being pushed off screen.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { lastSeenStore } from '@/lib/api/hooks/last-seen';
import { useOnline } from '@/lib/pwa/use-online';
import styles from './pwa.module.css';

export const BANNER_HEIGHT_VAR = '--offline-banner-height';

export function OfflineBanner() {
  const online = useOnline();
  const t = useTranslations('pwa');
  const locale = useLocale();
  // The oldest answer on screen recalled from storage (lib/api/hooks/last-seen.ts): said once here,
  // not by each part of the screen.
  const asOf = useSyncExternalStore(lastSeenStore.subscribe, lastSeenStore.oldest, () => null);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    const el = banner.current;
    if (online || !el) {
      root.removeProperty(BANNER_HEIGHT_VAR);
      return;
    }
    const publish = () => root.setProperty(BANNER_HEIGHT_VAR, `${el.getBoundingClientRect().height}px`);
    publish();
    // The text wraps differently per language and width (a rotated phone).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(BANNER_HEIGHT_VAR);
    };
  }, [online]);
  return (
    <div aria-live="polite" aria-atomic="true">
      {online ? null : (
        <div ref={banner} className={styles.banner} data-testid="offline-banner">
          <strong className={styles.bannerTitle}>{t('offlineTitle')}</strong>
          {asOf === null ? null : (
            <span className={styles.asOf} data-testid="offline-as-of">
              {t('asOf', { time: formatAsOf(asOf, locale) })}{' '}
            </span>
          )}
          {t('offlineBody')}
        </div>
      )}
    </div>
  );
}

/** "10:42" today, with the date before today. */
function formatAsOf(at: number, locale: string): string {
  const when = new Date(at);
  const today = new Date().toDateString() === when.toDateString();
  return new Intl.DateTimeFormat(
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(when);
}
