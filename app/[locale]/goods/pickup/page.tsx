import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { OrdersScreen, OrdersSkeleton } from '@/components/orders/orders-screen';

export const generateMetadata = routeMetadata('goodsPickup');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="goodsPickup" params={params}>
      {/* What the buyer owns and can have delivered: the owned orders, with Request delivery. */}
      <Suspense fallback={<OrdersSkeleton />}>
        <OrdersScreen pickup />
      </Suspense>
    </RouteScreen>
  );
}
