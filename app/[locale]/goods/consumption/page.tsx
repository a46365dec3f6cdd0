import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { GoodsList } from '@/components/goods/goods-list';
import { GoodsListSkeleton } from '@/components/goods/goods-list-skeleton';

export const generateMetadata = routeMetadata('goodsConsumption');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="goodsConsumption" params={params}>
      <Suspense fallback={<GoodsListSkeleton />}>
        <GoodsList kind="consumption" />
      </Suspense>
    </RouteScreen>
  );
}
