'use client';
// Home (tab 0): the auction window's status with a live countdown, the newest notice in a notice
// bar, the product types as a grid of shortcuts into the catalogue (goods/?type=), and a few
// featured auction items. Pull down to refresh everything (the clock is re-synced too).
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useCallback } from 'react';
import { useNotices, useProductList, useProductTypes } from '@/lib/api/hooks/use-reads';
import { useAuctionTime } from '@/lib/api/hooks/use-auction-time';
import type { CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { AuctionCountdown } from '@/components/ui/auction-countdown';
import { CallView } from '@/components/ui/call-view';
import { Image } from '@/components/ui/image';
import { InfiniteList } from '@/components/ui/infinite-list';
import { NoticeBar } from '@/components/ui/notice-bar';
import { PRIORITY_CARDS, ProductCard, ProductCardSkeleton } from '@/components/ui/product-card';
import { ResaleMark } from '@/components/ui/resale-mark';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import type { TagTone } from '@/components/ui/tag';
import { Waterfall } from '@/components/ui/waterfall';
import { FEATURED } from './home-reads';
import styles from './home-screen.module.css';

// Placeholders shaped like what arrives (no layout shift when it does): the notice bar's height,
// two rows of type shortcuts (the "All" shortcut and a catalogue's usual handful of types).
const NOTICE_BAR_HEIGHT = 44;
const TYPE_SKELETONS = 8;
const TYPE_CELL_HEIGHT = 70;

type Product = CallResult<'getProductList'>['items'][number];
const STATUS: Record<Product['status'], { key: 'statusOnSale' | 'statusSoldOut' | 'statusOffShelf'; tone: TagTone }> = {
  on_sale: { key: 'statusOnSale', tone: 'success' },
  sold_out: { key: 'statusSoldOut', tone: 'neutral' },
  off_shelf: { key: 'statusOffShelf', tone: 'neutral' },
};

export function HomeScreen() {
  const t = useTranslations('home');
  const locale = useLocale();
  const notices = useNotices({});
  const types = useProductTypes({});
  const featured = useProductList(FEATURED);
  const time = useAuctionTime();

  const refreshAll = useCallback(
    () => Promise.all([time.refresh(), notices.refresh(), types.refresh(), featured.refresh()]),
    [time, notices, types, featured],
  );

  return (
    <InfiniteList hasMore={false} isLoadingMore={false} onLoadMore={() => undefined} onRefresh={refreshAll}>
      <div className={styles.page}>
        <AuctionCountdown />

        {notices.data && notices.data.length > 0 ? (
          <NoticeBar
            label={t('notice')}
            href={routeHref(locale, 'notice', { id: notices.data[0]!.id })}
            more={{ href: routeHref(locale, 'notice'), label: t('moreNotices') }}
          >
            {notices.data[0]!.title}
          </NoticeBar>
        ) : notices.isLoading ? (
          // The bar's place is kept while the notices load, so the sections below do not jump.
          <Skeleton height={NOTICE_BAR_HEIGHT} radius="var(--radius-card)" />
        ) : null}

        <section aria-labelledby="home-types" className={styles.section}>
          <h2 id="home-types" className={styles.heading}>
            {t('types')}
          </h2>
          <CallView
            call={types}
            isEmpty={(list) => list.length === 0}
            empty={<p className={styles.quiet}>{t('typesEmpty')}</p>}
            skeleton={
              <SkeletonGroup label={t('loadingTypes')}>
                <div className={styles.types}>
                  {Array.from({ length: TYPE_SKELETONS }, (_, i) => (
                    <Skeleton key={i} height={TYPE_CELL_HEIGHT} />
                  ))}
                </div>
              </SkeletonGroup>
            }
          >
            {(list) => (
              <ul className={styles.types}>
                <li>
                  <Link className={styles.type} href={routeHref(locale, 'goods')}>
                    <span className={styles.typeIcon} aria-hidden="true">
                      ★
                    </span>
                    <span className={styles.typeName}>{t('allTypes')}</span>
                  </Link>
                </li>
                {list.map((type) => (
                  <li key={type.id}>
                    <Link className={styles.type} href={routeHref(locale, 'goods', { type: type.id })}>
                      {type.icon ? (
                        // In the letter icons' 40 px box: every cell has one height (the
                        // skeleton's), and the names line up.
                        <span className={styles.iconBox}>
                          <Image src={type.icon} alt="" width={32} height={32} />
                        </span>
                      ) : (
                        <span className={styles.typeIcon} aria-hidden="true">
                          {Array.from(type.name)[0]}
                        </span>
                      )}
                      <span className={styles.typeName} lang={type.lang?.name}>
                        {type.name}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CallView>
        </section>

        <section aria-labelledby="home-featured" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="home-featured" className={styles.heading}>
              {t('featured')}
            </h2>
            <Link className={styles.all} href={routeHref(locale, 'goods')}>
              {t('seeAll')}
            </Link>
          </div>
          <CallView
            call={featured}
            isEmpty={(page) => page.items.length === 0}
            empty={<EmptyState title={t('featuredEmpty')} />}
            skeleton={
              <SkeletonGroup label={t('loadingFeatured')}>
                <div className={styles.cards}>
                  <ProductCardSkeleton photoSlot={0} />
                  <ProductCardSkeleton photoSlot={1} />
                </div>
              </SkeletonGroup>
            }
          >
            {(page) => (
              <Waterfall
                label={t('featured')}
                items={page.items}
                itemKey={(product) => product.id}
                renderItem={(product, index) => {
                  const status = STATUS[product.status];
                  return (
                    <ProductCard
                      href={routeHref(locale, 'goodsDetail', { id: product.id })}
                      name={product.name}
                      nameLang={product.lang?.name}
                      imageSrc={product.images[0]?.thumb}
                      price={formatMoney(product.price, locale)}
                      status={{ label: t(status.key), tone: status.tone }}
                      veil={product.status === 'on_sale' ? undefined : t(status.key)}
                      priority={index < PRIORITY_CARDS}
                      meta={product.consigned ? <ResaleMark /> : undefined}
                    />
                  );
                }}
              />
            )}
          </CallView>
        </section>
      </div>
    </InfiniteList>
  );
}
