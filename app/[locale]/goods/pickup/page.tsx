import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('goodsPickup');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="goodsPickup" params={params} />;
}
