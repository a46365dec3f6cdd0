import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { AgreementScreen } from '@/components/content/agreement-screen';

export const generateMetadata = routeMetadata('agreementPrivacy');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="agreementPrivacy" params={params}>
      <AgreementScreen kind="privacy" />
    </RouteScreen>
  );
}
