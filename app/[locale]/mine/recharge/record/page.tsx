import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('rechargeRecord');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="rechargeRecord" params={params} />;
}
