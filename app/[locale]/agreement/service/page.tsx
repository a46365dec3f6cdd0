import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { AgreementScreen } from '@/components/content/agreement-screen';

export const generateMetadata = routeMetadata('agreementService');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="agreementService" params={params}>
      <AgreementScreen kind="service" />
    </RouteScreen>
  );
}
