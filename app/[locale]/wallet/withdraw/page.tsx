import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { WithdrawScreen } from '@/components/money/withdraw-screen';

export const generateMetadata = routeMetadata('walletWithdraw');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="walletWithdraw" params={params}>
      <WithdrawScreen />
    </RouteScreen>
  );
}
