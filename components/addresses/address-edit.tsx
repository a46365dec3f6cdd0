'use client';
// Add an address (mine/addresses/add/), or edit one (?id=5): the same form, filled.
import { Link } from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/client/api-error';
import { useAddressList } from '@/lib/api/hooks/use-reads';
import { backOr } from '@/lib/nav/back-or';
import { routeHref } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { AddressForm } from './address-form';

export function readId(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

export function AddressEditSkeleton() {
  const t = useTranslations('addresses');
  return (
    <SkeletonGroup label={t('loading')}>
      <SkeletonText lines={6} />
    </SkeletonGroup>
  );
}

/** An address that is not (or no longer) the user's: said inside the screen, with the way back. */
function AddressGone() {
  const t = useTranslations('addresses');
  const locale = useLocale();
  return (
    <EmptyState
      title={t('goneTitle')}
      body={t('goneBody')}
      action={<Link href={routeHref(locale, 'addresses')}>{t('goneAction')}</Link>}
    />
  );
}

export function AddressEdit() {
  const raw = useSearchParams().get('id');
  const id = readId(raw);
  if (raw !== null && id === undefined) return <AddressGone />;
  return id === undefined ? <AddAddress /> : <EditAddress id={id} />;
}

function AddAddress() {
  const t = useTranslations('addresses');
  const nav = useNav();
  // Only to tell the user that a first address becomes the default; the form works without it.
  const list = useAddressList({});
  return (
    <Card title={t('addTitle')}>
      <AddressForm first={list.data?.length === 0} onDone={() => backOr(nav, 'addresses')} />
    </Card>
  );
}

function EditAddress({ id }: { id: number }) {
  const t = useTranslations('addresses');
  const nav = useNav();
  const one = useAddressList({ id });
  if (isApiError(one.error) && one.error.status === 404) return <AddressGone />;
  return (
    <CallView
      call={one}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={6} />
        </SkeletonGroup>
      }
    >
      {(found) => {
        const address = found[0];
        if (!address) return <AddressGone />;
        return (
          <Card title={t('editTitle')}>
            <AddressForm key={address.id} address={address} onDone={() => backOr(nav, 'addresses')} />
          </Card>
        );
      }}
    </CallView>
  );
}
