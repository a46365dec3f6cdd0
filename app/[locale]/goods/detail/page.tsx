import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('goodsDetail');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="goodsDetail" params={params} />;
}
