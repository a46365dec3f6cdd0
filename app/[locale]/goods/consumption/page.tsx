import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('goodsConsumption');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="goodsConsumption" params={params} />;
}
