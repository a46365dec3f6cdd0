import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { GoodsList } from '@/components/goods/goods-list';
import { GoodsListSkeleton } from '@/components/goods/goods-list-skeleton';

export const generateMetadata = routeMetadata('goodsPickup');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="goodsPickup" params={params}>
      <Suspense fallback={<GoodsListSkeleton />}>
        <GoodsList kind="pickup" />
      </Suspense>
    </RouteScreen>
  );
}
