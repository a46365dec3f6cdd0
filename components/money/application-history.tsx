'use client';
// Withdrawals and score refunds (wallet/history/): the user's own applications, newest first,
// paged like the other lists (WithdrawPage / ScoreRefundPage). Chips choose which, kept in the
// URL (?type=refund). Each row: amount or points, the card it goes to (masked), when it was
// applied for and reviewed, its status, and when rejected the reason in the reader's language
// (the operator's reason code, never their free-text note). Refreshes on return to the front and
// every 15 s while one is pending, like the recharge records.
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, type ReactNode } from 'react';
import { useScoreRefundPage, useWithdrawPage } from '@/lib/api/hooks/use-feeds';
import type { CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { setIntent } from '@/lib/nav/stack';
import { Chips } from '@/components/ui/chips';
import { FeedView, type FeedState } from '@/components/ui/feed-view';
import { Link } from '@/components/ui/link';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag } from '@/components/ui/tag';
import { STATUS_TONE } from './recharge-records';
import { useRefreshOnFocus } from './use-refresh-on-focus';
import styles from './money.module.css';

export const HISTORY_PAGE_SIZE = 20;

type Withdrawal = CallResult<'WithdrawPage'>['items'][number];
type Refund = CallResult<'ScoreRefundPage'>['items'][number];
type HistoryType = 'withdraw' | 'refund';

function HistorySkeleton({ rows = 4 }: { rows?: number }) {
  const t = useTranslations('wallet.history');
  return (
    <SkeletonGroup label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={72} radius={8} style={{ marginBottom: 8 }} />
      ))}
    </SkeletonGroup>
  );
}

export function ApplicationHistory() {
  const t = useTranslations('wallet.history');
  const type: HistoryType = useSearchParams().get('type') === 'refund' ? 'refund' : 'withdraw';
  const choose = useCallback((next: HistoryType) => {
    // Like the goods list's filter: the URL is replaced, Back leaves the screen.
    setIntent('redirect');
    window.history.replaceState(null, '', `${window.location.pathname}${next === 'refund' ? '?type=refund' : ''}`);
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <div className={styles.screen}>
      <Chips
        sticky
        label={t('label')}
        value={type}
        onChange={choose}
        options={[
          { value: 'withdraw', label: t('withdrawals') },
          { value: 'refund', label: t('refunds') },
        ]}
      />
      {type === 'withdraw' ? <Withdrawals /> : <Refunds />}
    </div>
  );
}

function Withdrawals() {
  const t = useTranslations('wallet.history');
  const locale = useLocale();
  const feed = useWithdrawPage({}, HISTORY_PAGE_SIZE);
  return (
    <HistoryList
      feed={feed}
      empty={
        <EmptyState
          title={t('emptyWithdrawTitle')}
          body={t('emptyWithdrawBody')}
          action={
            <Link className={styles.linkButton} href={routeHref(locale, 'walletWithdraw')}>
              {t('newWithdraw')}
            </Link>
          }
        />
      }
      row={(w: Withdrawal) => (
        <Row
          key={w.id}
          type="withdraw"
          application={w}
          title={formatMoney(w.amount, locale)}
          detail={
            <>
              {t('card', { card: w.cardNumber })}
              {w.fee > 0 ? ` · ${t('fee', { amount: formatMoney(w.fee, locale) })}` : null}
            </>
          }
        />
      )}
    />
  );
}

function Refunds() {
  const t = useTranslations('wallet.history');
  const feed = useScoreRefundPage({}, HISTORY_PAGE_SIZE);
  return (
    <HistoryList
      feed={feed}
      empty={<EmptyState title={t('emptyRefundTitle')} body={t('emptyRefundBody')} />}
      row={(r: Refund) => <Row key={r.id} type="refund" application={r} title={t('points', { count: r.points })} />}
    />
  );
}

function HistoryList<T extends { status: string }>({
  feed,
  empty,
  row,
}: {
  feed: FeedState<T>;
  empty: ReactNode;
  row: (item: T) => ReactNode;
}) {
  const t = useTranslations('wallet.history');
  useRefreshOnFocus(feed.refresh, { pending: feed.items.some((a) => a.status === 'pending') });
  return (
    <FeedView
      feed={feed}
      skeleton={<HistorySkeleton />}
      loadingMore={<HistorySkeleton rows={2} />}
      endText={t('end')}
      empty={empty}
    >
      {(applications) => <ul className={styles.rows}>{applications.map(row)}</ul>}
    </FeedView>
  );
}

function Row({
  type,
  application: a,
  title,
  detail,
}: {
  type: HistoryType;
  application: Withdrawal | Refund;
  title: string;
  detail?: ReactNode;
}) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const status = a.status === 'approved' ? t(`history.status.approved.${type}`) : t(`history.status.${a.status}`);
  return (
    <li className={styles.row} data-testid="application-row" data-status={a.status}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{title}</span>
        {detail ? <span className={styles.rowMeta}>{detail}</span> : null}
        <span className={styles.rowMeta}>{t('history.createdAt', { date: when.format(new Date(a.createdAt)) })}</span>
        {a.reviewedAt ? (
          <span className={styles.rowMeta}>
            {t('history.reviewedAt', { date: when.format(new Date(a.reviewedAt)) })}
          </span>
        ) : null}
        {a.status === 'rejected' ? (
          <span className={styles.reason} data-testid="rejection-reason">
            {t('history.reason', { reason: t(`rejection.${a.reasonCode ?? 'other'}`) })}
          </span>
        ) : null}
      </div>
      <div className={styles.rowSide}>
        <Tag tone={STATUS_TONE[a.status]}>{status}</Tag>
      </div>
    </li>
  );
}
