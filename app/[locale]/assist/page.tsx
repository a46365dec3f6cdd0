import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('assist');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="assist" params={params} />;
}
