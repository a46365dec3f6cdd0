'use client';
// Where a deleted account ends (account-deleted/, issue 37 #7): logged out, it says the account
// is gone, what was kept and that the phone may register again. Needs no login: there is none.
import { useLocale, useTranslations } from 'next-intl';
import { routeHref } from '@/lib/nav/href';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import styles from './account.module.css';

export function AccountDeletedScreen() {
  const t = useTranslations('deleteAccount');
  const locale = useLocale();
  return (
    <Card title={t('doneTitle')}>
      <p className={styles.done} data-testid="account-deleted">
        {t('doneBody')}
      </p>
      <Link className={styles.linkButton} href={routeHref(locale, 'home')}>
        {t('doneHome')}
      </Link>
    </Card>
  );
}
