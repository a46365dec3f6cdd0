'use client';
// Says, while offline, what still works and what cannot be done now. Always mounted: the live
// region must exist before its text appears for screen readers to announce it. A bare polite
// live region, not role="status": the screens' own status (the loading spinner) keeps that role.
import { useTranslations } from 'next-intl';
import { useOnline } from '@/lib/pwa/use-online';
import styles from './pwa.module.css';

export function OfflineBanner() {
  const online = useOnline();
  const t = useTranslations('pwa');
  return (
    <div aria-live="polite" aria-atomic="true">
      {online ? null : (
        <div className={styles.banner} data-testid="offline-banner">
          <strong className={styles.bannerTitle}>{t('offlineTitle')}</strong>
          {t('offlineBody')}
        </div>
      )}
    </div>
  );
}
