import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('inviteInfo');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="inviteInfo" params={params} />;
}
