import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { RechargeScreen } from '@/components/money/recharge-screen';

export const generateMetadata = routeMetadata('recharge');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="recharge" params={params}>
      <RechargeScreen />
    </RouteScreen>
  );
}
