import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('register');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="register" params={params} />;
}
