'use client';
// Token wallet (wallet/token/): the user's score points and the daily price data per product type
// (GetTzPriceData) as a chart. The chart's code is loaded only when this screen opens.
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTzPriceData } from '@/lib/api/hooks/use-reads';
import { useSession } from '@/lib/session/use-session';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { Chips } from '@/components/ui/chips';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import styles from './money.module.css';

function ChartSkeleton() {
  const t = useTranslations('wallet');
  return (
    <SkeletonGroup label={t('loadingChart')}>
      <Skeleton height={260} radius={12} />
    </SkeletonGroup>
  );
}

const PriceChart = dynamic(() => import('./price-chart'), { ssr: false, loading: () => <ChartSkeleton /> });

export function TokenWalletScreen() {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const { data: user } = useSession();
  const data = useTzPriceData({});
  const [typeId, setTypeId] = useState<number | null>(null);
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.screen}>
      <section className={styles.balanceCard} aria-labelledby="token-title">
        <h2 id="token-title" className={styles.balanceTitle}>
          {t('score')}
        </h2>
        <p className={styles.balanceMain} data-testid="token-score">
          {user ? new Intl.NumberFormat(locale).format(user.score) : '—'}
        </p>
        <p className={styles.balanceNote}>{t('tokenBody')}</p>
      </section>
      <CallView
        call={data}
        skeleton={<ChartSkeleton />}
        isEmpty={(d) => d.series.every((s) => s.points.length === 0)}
        empty={<EmptyState title={t('chartEmptyTitle')} body={t('chartEmpty')} />}
      >
        {(d) => {
          const series = d.series.filter((s) => s.points.length > 0);
          const chosen = series.find((s) => s.typeId === typeId) ?? series[0]!;
          return (
            <>
              {series.length > 1 ? (
                <Chips
                  label={t('seriesLabel')}
                  value={chosen.typeId}
                  onChange={setTypeId}
                  options={series.map((s) => ({ value: s.typeId, label: s.name, lang: s.lang?.name }))}
                />
              ) : null}
              <Card title={t('priceTitle')}>
                <PriceChart key={chosen.typeId} name={chosen.name} points={chosen.points} />
                <p className={styles.updated}>{t('updatedAt', { date: updated.format(new Date(d.updatedAt)) })}</p>
              </Card>
            </>
          );
        }}
      </CallView>
    </div>
  );
}
