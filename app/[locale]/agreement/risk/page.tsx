import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('agreementRisk');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="agreementRisk" params={params} />;
}
