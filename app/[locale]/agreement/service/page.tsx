import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('agreementService');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="agreementService" params={params} />;
}
