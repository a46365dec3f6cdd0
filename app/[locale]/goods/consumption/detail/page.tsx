import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { DetailSkeleton, ProductDetail } from '@/components/goods/product-detail';

export const generateMetadata = routeMetadata('goodsConsumptionDetail');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="goodsConsumptionDetail" params={params}>
      {/* The item id is read from the URL on the client: one static page serves every ?id=. */}
      <Suspense fallback={<DetailSkeleton />}>
        <ProductDetail />
      </Suspense>
    </RouteScreen>
  );
}
