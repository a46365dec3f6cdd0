'use client';
// Where an order ships, as rows of a facts list (<dt>/<dd>): recipient and phone, the address,
// the postal code. A viewer's copy comes masked from the server (lib/format/delivery.ts): the
// street is null, so only the region is shown, said as hidden.
import { useTranslations } from 'next-intl';
import type { OperatorAnswer } from '@/lib/api/operator/calls';

type Delivery = NonNullable<OperatorAnswer<'orderList'>['items'][number]['delivery']>;

export function DeliveryFacts({ delivery: d }: { delivery: Delivery }) {
  const t = useTranslations('console.orders');
  return (
    <>
      <dt>{t('recipient')}</dt>
      <dd>{t('recipientIs', { name: d.name, phone: d.phone })}</dd>
      <dt>{t('address')}</dt>
      <dd>
        {d.detail === null
          ? t('addressRegionOnly', { region: d.region })
          : t('addressIs', { region: d.region, detail: d.detail })}
      </dd>
      {d.postalCode ? (
        <>
          <dt>{t('postalCode')}</dt>
          <dd>{d.postalCode}</dd>
        </>
      ) : null}
    </>
  );
}
