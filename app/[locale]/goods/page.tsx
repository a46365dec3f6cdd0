import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { pageHeadStart } from '@/lib/api/first-reads';
import { GoodsList } from '@/components/goods/goods-list';
import { GoodsListSkeleton } from '@/components/goods/goods-list-skeleton';

export const generateMetadata = routeMetadata('goods');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="goods" params={params} headStart={pageHeadStart('goods')}>
      {/* The type filter is read from the URL on the client: static pages have no query. */}
      <Suspense fallback={<GoodsListSkeleton />}>
        <GoodsList />
      </Suspense>
    </RouteScreen>
  );
}
