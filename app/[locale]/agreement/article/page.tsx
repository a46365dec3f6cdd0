import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('article');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="article" params={params} />;
}
