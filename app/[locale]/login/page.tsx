import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('login');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="login" params={params} />;
}
