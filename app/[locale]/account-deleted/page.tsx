import { AccountDeletedScreen } from '@/components/account/account-deleted-screen';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('accountDeleted');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="accountDeleted" params={params}>
      <AccountDeletedScreen />
    </RouteScreen>
  );
}
