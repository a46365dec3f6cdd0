import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { RechargeRecords } from '@/components/money/recharge-records';

export const generateMetadata = routeMetadata('rechargeRecord');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="rechargeRecord" params={params}>
      <RechargeRecords />
    </RouteScreen>
  );
}
