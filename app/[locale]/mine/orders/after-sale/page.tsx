import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { AfterSaleScreen, AfterSaleSkeleton } from '@/components/aftersale/after-sale-screen';

export const generateMetadata = routeMetadata('afterSale');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="afterSale" params={params}>
      {/* The order id is read from the URL on the client. */}
      <Suspense fallback={<AfterSaleSkeleton />}>
        <AfterSaleScreen />
      </Suspense>
    </RouteScreen>
  );
}
