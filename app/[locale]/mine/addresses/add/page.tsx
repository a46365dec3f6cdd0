import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import { AddressEdit, AddressEditSkeleton } from '@/components/addresses/address-edit';
import { RouteScreen, routeMetadata, type LocaleParams } from '@/components/shell/route-screen';

export const generateMetadata = routeMetadata('addressAdd');

export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, namespace: 'addresses' });
  return (
    // ?id= edits that address: the bar says so (the route table's title is the add screen's).
    <RouteScreen id="addressAdd" params={params} titleWith={{ param: 'id', title: t('editTitle') }}>
      {/* ?id= edits that address: read on the device (one static page serves every id). */}
      <Suspense fallback={<AddressEditSkeleton />}>
        <AddressEdit />
      </Suspense>
    </RouteScreen>
  );
}
