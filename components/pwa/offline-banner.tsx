'use client';
// Says, while offline, what still works and what cannot be done now. Always mounted: the live
// region must exist before its text appears for screen readers to announce it. A bare polite
// live region, not role="status": the screens' own status (the loading spinner) keeps that role.
import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { lastSeenStore } from '@/lib/api/hooks/last-seen';
import { useOnline } from '@/lib/pwa/use-online';
import styles from './pwa.module.css';

export function OfflineBanner() {
  const online = useOnline();
  const t = useTranslations('pwa');
  const locale = useLocale();
  // The oldest answer on screen recalled from storage (lib/api/hooks/last-seen.ts): said once here,
  // not by each part of the screen.
  const asOf = useSyncExternalStore(lastSeenStore.subscribe, lastSeenStore.oldest, () => null);
  return (
    <div aria-live="polite" aria-atomic="true">
      {online ? null : (
        <div className={styles.banner} data-testid="offline-banner">
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
