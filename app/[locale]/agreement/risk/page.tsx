import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { AgreementScreen } from '@/components/content/agreement-screen';

export const generateMetadata = routeMetadata('agreementRisk');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="agreementRisk" params={params}>
      <AgreementScreen kind="risk" />
    </RouteScreen>
  );
}
