import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('bank');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="bank" params={params} />;
}
