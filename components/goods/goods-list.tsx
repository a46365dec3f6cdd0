'use client';
// All auction items (goods/): a search bar (keyword, sort, price range), product-type chips, a
// two-column waterfall of product cards, infinite scroll and pull-to-refresh. The search and the
// chosen type live in the URL (?type=3&q=jade&sort=price_asc&min=1000&max=5000: shareable, kept
// on reload and Back), and the scroll position is remembered when a card is opened, so Back
// returns to the same place.
// This is the reference list screen; `kind` makes it the pickup goods (goods/pickup/) and
// consumption collectibles (goods/consumption/) lists too: one list, three filters.
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { GOODS_PAGE_SIZE } from '@/lib/api/first-reads';
import { useProductFeed } from '@/lib/api/hooks/use-feeds';
import { useProductTypes } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { setIntent } from '@/lib/nav/stack';
import { goodsFilters, goodsSearch, isSearching, readGoodsQuery, type GoodsQuery } from '@/lib/search/goods-query';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips';
import { FeedView } from '@/components/ui/feed-view';
import { PRIORITY_CARDS, ProductCard } from '@/components/ui/product-card';
import { ResaleMark } from '@/components/ui/resale-mark';
import { WatchButton } from '@/components/ui/watch-button';
import { EmptyState } from '@/components/ui/states';
import type { TagTone } from '@/components/ui/tag';
import { Waterfall } from '@/components/ui/waterfall';
import { GoodsListSkeleton } from './goods-list-skeleton';
import { GoodsSearch } from './goods-search';
import styles from './goods-search.module.css';
import { rememberPlace } from './list-memory';
import { useRestoredScroll } from './use-restored-scroll';

type Product = CallResult<'getProductList'>['items'][number];
export type ProductKind = Product['kind'];

/** The consumption collectibles list opens its own detail route; the other lists the item detail. */
export function detailRouteOf(kind: ProductKind | undefined): 'goodsDetail' | 'goodsConsumptionDetail' {
  return kind === 'consumption' ? 'goodsConsumptionDetail' : 'goodsDetail';
}

const LIST_LABEL = { all: 'listLabel', pickup: 'listLabelPickup', consumption: 'listLabelConsumption' } as const;

const STATUS: Record<Product['status'], { key: 'statusOnSale' | 'statusSoldOut' | 'statusOffShelf'; tone: TagTone }> = {
  on_sale: { key: 'statusOnSale', tone: 'success' },
  sold_out: { key: 'statusSoldOut', tone: 'neutral' },
  off_shelf: { key: 'statusOffShelf', tone: 'neutral' },
};

export interface GoodsListProps {
  /** Only items of this kind (pickup goods, consumption collectibles); default every kind. */
  kind?: Exclude<ProductKind, 'auction'>;
}

export function GoodsList({ kind }: GoodsListProps = {}) {
  const t = useTranslations('goods');
  const locale = useLocale();
  const ts = useTranslations('goods.search');
  const params = useSearchParams();
  const query = useMemo(() => readGoodsQuery(params), [params]);
  const { typeId } = query;
  const searching = isSearching(query);
  const types = useProductTypes({});
  const feed = useProductFeed({ ...(kind ? { kind } : {}), ...goodsFilters(query) }, GOODS_PAGE_SIZE);
  const placeKey = `goods:${kind ?? 'any'}:${goodsSearch(query) || 'all'}`;
  useRestoredScroll(placeKey, feed);

  const setQuery = useCallback((next: GoodsQuery) => {
    // A filter or search change replaces the screen's URL (no new history entry, Back leaves the list).
    setIntent('redirect');
    window.history.replaceState(null, '', `${window.location.pathname}${goodsSearch(next)}`);
    window.scrollTo({ top: 0 });
  }, []);
  const chooseType = (next: number) => setQuery({ ...query, typeId: next === 0 ? undefined : next });
  const clearSearch = () => setQuery({ ...query, keyword: '', minPrice: undefined, maxPrice: undefined });

  return (
    <>
      <GoodsSearch query={query} onChange={setQuery} />
      <Chips
        sticky
        label={t('filterLabel')}
        value={typeId ?? 0}
        onChange={chooseType}
        options={[
          { value: 0, label: t('all') },
          ...(types.data ?? []).map((type) => ({ value: type.id, label: type.name, lang: type.lang?.name })),
        ]}
      />
      <FeedView
        feed={feed}
        skeleton={<GoodsListSkeleton />}
        loadingMore={<GoodsListSkeleton count={2} />}
        endText={t('end')}
        header={
          searching && !feed.isLoading ? (
            // Always read out; shown only when there are results (the empty state says the rest).
            <p className={feed.total === 0 ? 'visually-hidden' : styles.count} role="status" data-testid="result-count">
              {ts('results', { count: feed.total })}
            </p>
          ) : null
        }
        empty={
          searching ? (
            <EmptyState
              title={query.keyword ? ts('noMatchTitle', { query: query.keyword }) : ts('noMatchFiltersTitle')}
              body={ts('noMatchBody')}
              action={
                <Button variant="secondary" onClick={clearSearch}>
                  {query.keyword && query.minPrice === undefined && query.maxPrice === undefined
                    ? ts('clear')
                    : ts('clearAll')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('emptyTitle')}
              body={t('emptyBody')}
              action={
                typeId !== undefined ? (
                  <Button variant="secondary" onClick={() => chooseType(0)}>
                    {t('showAll')}
                  </Button>
                ) : undefined
              }
            />
          )
        }
      >
        {(items) => (
          <Waterfall
            label={t(LIST_LABEL[kind ?? 'all'])}
            items={items}
            itemKey={(product) => product.id}
            renderItem={(product, index) => {
              const status = STATUS[product.status];
              return (
                <ProductCard
                  href={routeHref(locale, detailRouteOf(kind), { id: product.id })}
                  name={product.name}
                  nameLang={product.lang?.name}
                  imageSrc={product.images[0]?.thumb}
                  price={formatMoney(product.price, locale)}
                  status={{ label: t(status.key), tone: status.tone }}
                  veil={product.status === 'on_sale' ? undefined : t(status.key)}
                  priority={index < PRIORITY_CARDS}
                  meta={product.consigned ? <ResaleMark /> : t('stock', { count: product.stock })}
                  onOpen={() => rememberPlace(placeKey, { y: window.scrollY, count: items.length })}
                  action={<WatchButton productId={product.id} name={product.name} variant="overlay" />}
                />
              );
            }}
          />
        )}
      </FeedView>
    </>
  );
}
