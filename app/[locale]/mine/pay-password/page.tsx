import { PayPasswordScreen } from '@/components/account/pay-password-form';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('payPassword');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="payPassword" params={params}>
      <PayPasswordScreen />
    </RouteScreen>
  );
}
