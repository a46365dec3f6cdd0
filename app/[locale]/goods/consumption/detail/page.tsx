import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('goodsConsumptionDetail');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="goodsConsumptionDetail" params={params} />;
}
