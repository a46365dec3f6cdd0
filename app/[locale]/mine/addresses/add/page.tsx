import { Suspense } from 'react';
import { AddressEdit, AddressEditSkeleton } from '@/components/addresses/address-edit';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('addressAdd');

export default function Page({ params }: LocaleParams) {
  return (
    <RouteScreen id="addressAdd" params={params}>
      {/* ?id= edits that address: read on the device (one static page serves every id). */}
      <Suspense fallback={<AddressEditSkeleton />}>
        <AddressEdit />
      </Suspense>
    </RouteScreen>
  );
}
