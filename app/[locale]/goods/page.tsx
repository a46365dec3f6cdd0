import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('goods');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="goods" params={params} />;
}
