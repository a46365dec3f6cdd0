import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('company');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="company" params={params} />;
}
