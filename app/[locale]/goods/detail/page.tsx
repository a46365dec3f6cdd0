import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { DetailSkeleton, ProductDetail } from '@/components/goods/product-detail';

export const generateMetadata = routeMetadata('goodsDetail');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="goodsDetail" params={params}>
      {/* The item id is read from the URL on the client: one static page serves every ?id=. */}
      <Suspense fallback={<DetailSkeleton />}>
        <ProductDetail />
      </Suspense>
    </RouteScreen>
  );
}
