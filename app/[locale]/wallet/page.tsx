import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { WalletScreen } from '@/components/money/wallet-screen';

export const generateMetadata = routeMetadata('wallet');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="wallet" params={params}>
      <WalletScreen />
    </RouteScreen>
  );
}
