import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { pageHeadStart } from '@/lib/api/first-reads';
import { DetailSkeleton, ProductDetail } from '@/components/goods/product-detail';

export const generateMetadata = routeMetadata('goodsDetail');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="goodsDetail" params={params} headStart={pageHeadStart('goodsDetail')}>
      {/* The item id is read from the URL on the client: one static page serves every ?id=. */}
      <Suspense fallback={<DetailSkeleton />}>
        <ProductDetail />
      </Suspense>
    </RouteScreen>
  );
}
