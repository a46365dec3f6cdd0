'use client';
// The dashboard: the auction window and when it next changes, today's orders and sales, each
// queue's count and the age of its oldest item (a link to the queue), the ledger audit, and the
// last 30 days per day of the window's time zone (./dashboard-series.tsx).
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { CallView } from '@/components/ui/call-view';
import { Link } from '@/components/ui/link';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { isAllDay } from '@/lib/auction/status';
import { zoneName } from '@/lib/format/zone-name';
import { CONSOLE_SCREENS } from '../kit/screens';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import { DashboardSeries } from './dashboard-series';
import styles from '../kit/panels.module.css';

type Dashboard = OperatorAnswer<'dashboard'>;
const QUEUES = [
  ['recharge', 'recharges'],
  ['withdraw', 'withdrawals'],
  ['refund', 'refunds'],
  ['identity', 'identities'],
] as const;

export function DashboardScreen() {
  const t = useTranslations('console');
  const dashboard = useConsoleRead('dashboard', {});
  return (
    <CallView
      call={dashboard}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={6} />
        </SkeletonGroup>
      }
    >
      {(d) => <DashboardBody d={d} />}
    </CallView>
  );
}

/**
 * The server's clock now, ticking: the answer's `now` plus the time since it arrived (the
 * operator's own clock may be off), every 30 s (the countdown is in whole minutes). Nothing
 * announces it: it is not a live region.
 */
function useServerNow(serverNow: number): number {
  const [offset] = useState(() => serverNow - Date.now());
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 30_000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}

function DashboardBody({ d }: { d: Dashboard }) {
  const t = useTranslations('console');
  const f = useConsoleFormat();
  const locale = useLocale();
  const now = useServerNow(d.window.now);
  const allDay = isAllDay(d.window);
  const zone = zoneName(d.window.timeZone, locale);
  return (
    <div className={styles.grid}>
      <Card title={t('dashboard.window')}>
        <p className={styles.big}>
          <Tag tone={d.window.open ? 'success' : 'neutral'}>
            {d.window.open ? t('dashboard.open') : t('dashboard.closed')}
          </Tag>
        </p>
        {/* Open all day (a start equal to the end) never closes: no "closes in". */}
        {allDay ? null : (
          <p className={styles.line}>
            {t(d.window.open ? 'dashboard.closesIn' : 'dashboard.opensIn', {
              age: f.age(d.window.nextChangeAt, Math.min(now, new Date(d.window.nextChangeAt).getTime())),
            })}
          </p>
        )}
        <p className={styles.muted}>
          {allDay
            ? t('dashboard.allDay', { zone })
            : t('dashboard.hours', { start: d.window.startTime, end: d.window.endTime, zone })}
        </p>
      </Card>
      <Card title={t('dashboard.today')}>
        <dl className={styles.facts}>
          <dt>{t('dashboard.orders')}</dt>
          <dd data-testid="dashboard-orders">{f.number(d.today.orders)}</dd>
          <dt>{t('dashboard.sales')}</dt>
          <dd>{f.money(d.today.sales)}</dd>
        </dl>
      </Card>
      <Card title={t('dashboard.ledger')}>
        <p className={styles.big}>
          <Tag tone={d.ledger.ok ? 'success' : 'error'}>
            {d.ledger.ok ? t('dashboard.ledgerOk') : t('dashboard.ledgerBad')}
          </Tag>
        </p>
        <p className={styles.muted}>{t('dashboard.checkedAt', { at: f.dateTime(d.ledger.checkedAt) })}</p>
      </Card>
      <Card title={t('dashboard.queues')} className={styles.wide}>
        <ul className={styles.queueList}>
          {QUEUES.map(([key, screen]) => {
            const q = d.queues[key];
            return (
              <li key={key}>
                <Link href={CONSOLE_SCREENS[screen].path} className={styles.queueLink} data-testid={`queue-${key}`}>
                  <span className={styles.queueName}>{t(`screens.${screen}`)}</span>
                  <span className={styles.queueCount}>{t('dashboard.pending', { n: q.count })}</span>
                  <span className={styles.muted}>
                    {q.oldestAt ? t('dashboard.oldest', { age: f.age(q.oldestAt, now) }) : t('dashboard.none')}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Card>
      <DashboardSeries />
    </div>
  );
}
