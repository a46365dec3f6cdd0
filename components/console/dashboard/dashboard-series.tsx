'use client';
// The dashboard over time (issue 42 #9): sales, orders, recharges and withdrawals per calendar day
// of the auction window's time zone, the last 30 days: a small bar chart each, and the numbers under
// them, newest day first. Its own read, so a slow series never holds up the cards above.
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { CallView } from '@/components/ui/call-view';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { zoneName } from '@/lib/format/zone-name';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import { DayBars } from './day-bars';
import panels from '../kit/panels.module.css';
import styles from './dashboard.module.css';

type Series = OperatorAnswer<'dashboardSeries'>;
type Day = Series['days'][number];
const MEASURES = ['sales', 'orders', 'recharges', 'withdrawals'] as const;
type Measure = (typeof MEASURES)[number];

export function DashboardSeries() {
  const t = useTranslations('console');
  const read = useConsoleRead('dashboardSeries', {});
  return (
    <Card title={t('dashboard.series')} className={panels.wide}>
      <CallView
        call={read}
        skeleton={
          <SkeletonGroup label={t('loading')}>
            <SkeletonText lines={6} />
          </SkeletonGroup>
        }
      >
        {(s) => <SeriesBody s={s} />}
      </CallView>
    </Card>
  );
}

function SeriesBody({ s }: { s: Series }) {
  const t = useTranslations('console.dashboard');
  const f = useConsoleFormat();
  const format = useFormatter();
  const locale = useLocale();
  // A calendar day of the window's zone, named as such (its midnight in UTC is the same date).
  const dayName = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const amount = (m: Measure, v: number) => (m === 'orders' ? f.number(v) : f.money(v));
  const label = (m: Measure) => t(m);
  return (
    <>
      <p className={panels.muted}>{t('seriesZone', { zone: zoneName(s.timeZone, locale) })}</p>
      <div className={styles.charts}>
        {MEASURES.map((m) => {
          const values = s.days.map((d) => d[m]);
          const total = values.reduce((a, b) => a + b, 0);
          const max = Math.max(0, ...values);
          const busiest = s.days.find((d) => d[m] === max);
          return (
            <figure key={m} className={styles.chart} data-testid={`series-${m}`}>
              <figcaption className={styles.caption}>
                <span>{label(m)}</span>
                <span className={panels.muted}>{t('total', { total: amount(m, total) })}</span>
              </figcaption>
              <DayBars
                values={values}
                label={
                  max === 0 || !busiest
                    ? t('chartEmpty', { what: label(m) })
                    : t('chartOf', {
                        what: label(m),
                        total: amount(m, total),
                        day: dayName(busiest.day),
                        max: amount(m, max),
                      })
                }
              />
            </figure>
          );
        })}
      </div>
      {/* Focusable: a keyboard can scroll the numbers when they are wider than the card. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.numbers} role="region" aria-label={t('tableLabel')} tabIndex={0}>
        <table className={styles.table} data-testid="series-table">
          <caption className={styles.tableCaption}>{t('tableLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              {MEASURES.map((m) => (
                <th key={m} scope="col" className={styles.num}>
                  {label(m)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...s.days].reverse().map((d: Day) => (
              <tr key={d.day}>
                <th scope="row">
                  <time dateTime={d.day}>{dayName(d.day)}</time>
                </th>
                {MEASURES.map((m) => (
                  <td key={m} className={styles.num}>
                    {amount(m, d[m])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
