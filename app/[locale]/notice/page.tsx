import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('notice');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="notice" params={params} />;
}
