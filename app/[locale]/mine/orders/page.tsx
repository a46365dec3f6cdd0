import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('orders');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="orders" params={params} />;
}
