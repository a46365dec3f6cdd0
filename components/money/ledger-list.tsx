'use client';
// The wallet's movements (WalletsPage, newest first), grouped by day: kind, signed coloured
// amount, what it means for the money (held / returned), the balance after it and the time.
import { useLocale, useTranslations } from 'next-intl';
import type { useWallets } from '@/lib/api/hooks/use-feeds';
import { formatMoney } from '@/lib/format';
import { FeedView } from '@/components/ui/feed-view';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag, type TagTone } from '@/components/ui/tag';
import { groupByDay, signOf, type WalletEntry } from './ledger';
import styles from './money.module.css';

export const LEDGER_PAGE_SIZE = 20;

type StatusKey = 'statusHeld' | 'statusReturned' | 'statusCredited' | 'statusPaidOut' | 'statusRejected';

/**
 * What a movement means for the money now. A withdrawal's hold follows its application: held
 * while pending, paid out once approved, rejected (its money came back, on the "returned" row)
 * once rejected; it used to say "Held" for ever.
 */
export function entryStatus(entry: Pick<WalletEntry, 'kind' | 'applicationStatus'>): {
  key: StatusKey;
  tone: TagTone;
} | null {
  switch (entry.kind) {
    case 'withdraw_hold':
      if (entry.applicationStatus === 'approved') return { key: 'statusPaidOut', tone: 'success' };
      if (entry.applicationStatus === 'rejected') return { key: 'statusRejected', tone: 'neutral' };
      return { key: 'statusHeld', tone: 'warning' };
    case 'withdraw_release':
      return { key: 'statusReturned', tone: 'neutral' };
    case 'recharge':
      return { key: 'statusCredited', tone: 'success' };
    default:
      return null;
  }
}

function LedgerSkeleton({ rows = 4 }: { rows?: number }) {
  const t = useTranslations('wallet');
  return (
    <SkeletonGroup label={t('loadingLedger')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={56} radius={8} style={{ marginBottom: 8 }} />
      ))}
    </SkeletonGroup>
  );
}

export function LedgerList({ feed }: { feed: ReturnType<typeof useWallets> }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  return (
    <FeedView
      feed={feed}
      skeleton={<LedgerSkeleton />}
      loadingMore={<LedgerSkeleton rows={2} />}
      endText={t('end')}
      empty={<EmptyState title={t('emptyTitle')} body={t('emptyBody')} />}
    >
      {(items) =>
        groupByDay(items).map((group) => (
          <section key={group.day} className={styles.day} aria-labelledby={`day-${group.day}`}>
            <h3 id={`day-${group.day}`} className={styles.dayTitle}>
              {dayFormat.format(new Date(group.entries[0]?.createdAt ?? group.day))}
            </h3>
            <ul className={styles.rows}>
              {group.entries.map((entry) => {
                const { sign, tone } = signOf(entry.amount);
                const status = entryStatus(entry);
                return (
                  <li
                    key={entry.id}
                    className={styles.row}
                    data-testid="ledger-row"
                    data-kind={entry.kind}
                    data-status={status?.key}
                  >
                    <div className={styles.rowMain}>
                      <span className={styles.rowTitle}>{t(`kind.${entry.kind}`)}</span>
                      <span className={styles.rowMeta}>
                        <time dateTime={entry.createdAt}>{timeFormat.format(new Date(entry.createdAt))}</time>
                        {' · '}
                        {t('balanceAfter', { amount: formatMoney(entry.balanceAfter, locale) })}
                      </span>
                    </div>
                    <div className={styles.rowSide}>
                      <span className={`${styles.amount} ${styles[tone]}`}>
                        <span className="visually-hidden">{tone === 'in' ? t('moneyIn') : t('moneyOut')} </span>
                        <span aria-hidden="true">{sign}</span>
                        {formatMoney(Math.abs(entry.amount), locale)}
                      </span>
                      {status ? <Tag tone={status.tone}>{t(status.key)}</Tag> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      }
    </FeedView>
  );
}
