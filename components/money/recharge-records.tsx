'use client';
// Recharge records (mine/recharge/record/): each application with its status — pending, approved,
// or rejected with its reason (a code, in words). Refreshes when the app comes back to the front, and
// every 15 s while one is still pending, so a decision shows up without a manual reload.
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useRechargePage } from '@/lib/api/hooks/use-feeds';
import type { CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { FeedView } from '@/components/ui/feed-view';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag, type TagTone } from '@/components/ui/tag';
import { useRefreshOnFocus } from './use-refresh-on-focus';
import styles from './money.module.css';

type Application = CallResult<'RechargePage'>['items'][number];

export const STATUS_TONE: Record<Application['status'], TagTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

function RecordsSkeleton({ rows = 4 }: { rows?: number }) {
  const t = useTranslations('recharge');
  return (
    <SkeletonGroup label={t('loadingRecords')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={72} radius={8} style={{ marginBottom: 8 }} />
      ))}
    </SkeletonGroup>
  );
}

export function RechargeRecords() {
  const reasons = useTranslations('wallet.rejection');
  const t = useTranslations('recharge');
  const locale = useLocale();
  const feed = useRechargePage({}, 20);
  useRefreshOnFocus(feed.refresh, { pending: feed.items.some((a) => a.status === 'pending') });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const newLink = (
    <Link className={styles.linkButton} href={routeHref(locale, 'recharge')}>
      {t('new')}
    </Link>
  );
  return (
    <div className={styles.screen}>
      <FeedView
        feed={feed}
        skeleton={<RecordsSkeleton />}
        loadingMore={<RecordsSkeleton rows={2} />}
        endText={t('end')}
        empty={<EmptyState title={t('recordsEmptyTitle')} body={t('recordsEmptyBody')} action={newLink} />}
      >
        {(applications) => (
          <ul className={styles.rows}>
            {applications.map((a) => (
              <li key={a.id} className={styles.row} data-testid="recharge-row" data-status={a.status}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>{formatMoney(a.amount, locale)}</span>
                  <span className={styles.rowMeta}>{t('createdAt', { date: when.format(new Date(a.createdAt)) })}</span>
                  {a.reviewedAt ? (
                    <span className={styles.rowMeta}>
                      {t('reviewedAt', { date: when.format(new Date(a.reviewedAt)) })}
                    </span>
                  ) : null}
                  {/* The reason in words from its code; the operator's note is for staff. */}
                  {a.status === 'rejected' ? (
                    <span className={styles.reason}>
                      {t('rejectedReason', { reason: reasons(a.reasonCode ?? 'other') })}
                    </span>
                  ) : null}
                </div>
                <div className={styles.rowSide}>
                  <Tag tone={STATUS_TONE[a.status]}>{t(`status.${a.status}`)}</Tag>
                </div>
              </li>
            ))}
          </ul>
        )}
      </FeedView>
    </div>
  );
}
