import { IdentityScreen } from '@/components/account/identity-screen';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('identity');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="identity" params={params}>
      <IdentityScreen />
    </RouteScreen>
  );
}
