import { AddressList } from '@/components/addresses/address-list';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('addresses');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="addresses" params={params}>
      <AddressList />
    </RouteScreen>
  );
}
