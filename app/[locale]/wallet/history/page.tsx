import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { ApplicationHistory } from '@/components/money/application-history';

export const generateMetadata = routeMetadata('walletHistory');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="walletHistory" params={params}>
      <ApplicationHistory />
    </RouteScreen>
  );
}
