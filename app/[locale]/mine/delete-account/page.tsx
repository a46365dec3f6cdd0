import { DeleteAccountScreen } from '@/components/account/delete-account-screen';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('deleteAccount');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="deleteAccount" params={params}>
      <DeleteAccountScreen />
    </RouteScreen>
  );
}
