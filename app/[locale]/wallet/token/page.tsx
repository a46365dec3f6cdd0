import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';
import { TokenWalletScreen } from '@/components/money/token-wallet-screen';

export const generateMetadata = routeMetadata('walletToken');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="walletToken" params={params}>
      <TokenWalletScreen />
    </RouteScreen>
  );
}
