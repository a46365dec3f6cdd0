'use client';
// The watchlist (mine/watchlist/): every watched item as a card with its live stock and status
// (the real-time connection rewrites GetWatchList's cached answer, lib/realtime/market.ts), the
// heart to stop watching, newest watch first.
import { useLocale, useTranslations } from 'next-intl';
import { useWatchList } from '@/lib/api/hooks/use-reads';
import { formatMoney } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { CallView } from '@/components/ui/call-view';
import { Link } from '@/components/ui/link';
import { PRIORITY_CARDS, ProductCard, ProductCardSkeleton } from '@/components/ui/product-card';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import type { TagTone } from '@/components/ui/tag';
import { Waterfall } from '@/components/ui/waterfall';
import { WatchButton } from '@/components/ui/watch-button';
import styles from './notify.module.css';

const STATUS = {
  on_sale: { key: 'statusOnSale', tone: 'success' },
  sold_out: { key: 'statusSoldOut', tone: 'neutral' },
  off_shelf: { key: 'statusOffShelf', tone: 'neutral' },
} as const satisfies Record<string, { key: string; tone: TagTone }>;

export function WatchlistScreen() {
  const t = useTranslations('watch');
  const tg = useTranslations('goods');
  const locale = useLocale();
  const list = useWatchList({});
  return (
    <CallView
      call={list}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <div className={styles.skeletonGrid}>
            <ProductCardSkeleton />
            <ProductCardSkeleton />
          </div>
        </SkeletonGroup>
      }
      empty={
        <EmptyState
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={
            <Link className={styles.textLink} href={routeHref(locale, 'goods')}>
              {t('browse')}
            </Link>
          }
        />
      }
    >
      {(items) => (
        <div className={styles.screen}>
          <p className={styles.count}>{t('count', { count: items.length })}</p>
          <Waterfall
            label={t('count', { count: items.length })}
            items={items}
            itemKey={(p) => p.id}
            renderItem={(p, index) => {
              const status = STATUS[p.status];
              return (
                <ProductCard
                  href={routeHref(locale, p.kind === 'consumption' ? 'goodsConsumptionDetail' : 'goodsDetail', {
                    id: p.id,
                  })}
                  name={p.name}
                  nameLang={p.lang?.name}
                  imageSrc={p.images[0]?.thumb}
                  price={formatMoney(p.price, locale)}
                  status={{ label: tg(status.key), tone: status.tone }}
                  veil={p.status === 'on_sale' ? undefined : tg(status.key)}
                  priority={index < PRIORITY_CARDS}
                  meta={<span data-testid="watch-stock">{tg('stock', { count: p.stock })}</span>}
                  action={<WatchButton productId={p.id} name={p.name} variant="overlay" />}
                />
              );
            }}
          />
        </div>
      )}
    </CallView>
  );
}
