'use client';
// The download page (download/): Gavel is an installable web app, so "downloading" it is opening
// its link on a phone and adding it to the home screen (docs/decisions.md). The page shows the
// link as a QR code (for a phone next to a computer), copy and open buttons, the steps for
// Android and iOS, and the update check.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useSyncExternalStore } from 'react';
import { scrollBehavior } from '@/lib/motion';
import { routeHref } from '@/lib/nav/href';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { QrCode } from './qr-code';
import { UpdateCheck } from './update-check';
import styles from './content.module.css';

const noSubscribe = () => () => undefined;

/** The app's entry link on this server (`https://host/`): it opens in the reader's language. */
function useAppLink(): string {
  return useSyncExternalStore(
    noSubscribe,
    () => `${window.location.origin}/`,
    () => '',
  );
}

export function DownloadScreen() {
  const t = useTranslations('content');
  const locale = useLocale();
  const link = useAppLink();
  return (
    <div className={styles.stack}>
      <Card title={t('downloadTitle')}>
        <p className={styles.lead}>{t('downloadBody')}</p>
        <div className={styles.qrBox}>
          {link ? <QrCode text={link} label={t('qrAlt')} /> : <div className={styles.qrPlaceholder} />}
          <p className={styles.meta}>{t('qrHint')}</p>
        </div>
        <p className={styles.linkLine}>
          <span className={styles.contactLabel}>{t('appLink')}</span>{' '}
          <span className={styles.appLink} data-testid="app-link">
            {link}
          </span>
        </p>
        <div className={styles.actions}>
          <CopyButton text={link} label={t('copyLink')} disabled={!link} />
          <Link href={routeHref(locale, 'home')} className={styles.buttonLink}>
            {t('openApp')}
          </Link>
        </div>
      </Card>
      <Card title={t('installTitle')}>
        <h3 className={styles.subTitle}>{t('androidTitle')}</h3>
        <p className={styles.step}>{t('androidSteps')}</p>
        <h3 className={styles.subTitle}>{t('iosTitle')}</h3>
        <p className={styles.step}>{t('iosSteps')}</p>
      </Card>
      <Card title={t('versionTitle')}>
        <UpdateCheck onDownload={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })} />
      </Card>
    </div>
  );
}
