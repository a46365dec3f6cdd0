import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('agreementPrivacy');

export default function Page({ params }: LocaleParams) {
  return <RouteScreen id="agreementPrivacy" params={params} />;
}
