import { Suspense } from 'react';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { OrdersScreen, OrdersSkeleton } from '@/components/orders/orders-screen';

export const generateMetadata = routeMetadata('orders');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="orders" params={params}>
      {/* The status tab is read from the URL on the client. */}
      <Suspense fallback={<OrdersSkeleton />}>
        <OrdersScreen />
      </Suspense>
    </RouteScreen>
  );
}
