import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('groupChat');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="groupChat" params={params} />;
}
