'use client';
// Available, held (frozen for pending withdrawals) and score, with Recharge and Withdraw.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { BALANCE_SLOT } from '@/lib/first-texts';
import { rememberText } from '@/lib/api/hooks/last-seen';
import { useEffect } from 'react';
import { routeHref } from '@/lib/nav/href';
import styles from './money.module.css';

type User = Pick<CallResult<'getInfo'>, 'balance' | 'frozen' | 'score'>;

export function BalanceCard({ user, actions = true }: { user: User; actions?: boolean }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const available = formatMoney(user.balance, locale);
  // What the next visit's Mine paints before the app runs (lib/first-texts.ts), for this user only.
  useEffect(() => rememberText(BALANCE_SLOT, locale, available), [available, locale]);
  return (
    <section className={styles.balanceCard} aria-labelledby="balance-title">
      <h2 id="balance-title" className={styles.balanceTitle}>
        {t('available')}
      </h2>
      <p className={styles.balanceMain} data-testid="balance-available">
        {available}
      </p>
      <dl className={styles.balanceFacts}>
        <div>
          <dt>{t('held')}</dt>
          <dd data-testid="balance-held">{formatMoney(user.frozen, locale)}</dd>
        </div>
        <div>
          <dt>{t('score')}</dt>
          <dd data-testid="balance-score">{number.format(user.score)}</dd>
        </div>
      </dl>
      {actions ? (
        <div className={styles.balanceActions}>
          <Link className={styles.actionPrimary} href={routeHref(locale, 'recharge')}>
            {t('recharge')}
          </Link>
          <Link className={styles.actionSecondary} href={routeHref(locale, 'walletWithdraw')}>
            {t('withdraw')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
