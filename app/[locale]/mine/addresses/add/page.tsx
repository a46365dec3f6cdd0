import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('addressAdd');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="addressAdd" params={params} />;
}
