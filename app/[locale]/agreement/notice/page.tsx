import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { AgreementScreen } from '@/components/content/agreement-screen';

export const generateMetadata = routeMetadata('agreementNotice');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="agreementNotice" params={params}>
      <AgreementScreen kind="notice" />
    </RouteScreen>
  );
}
