'use client';
// One order on the Orders screen: its facts, where it ships (the address the order kept; a
// viewer's copy is masked by the server), the ship form when delivery is requested, and Mark
// delivered once shipped (each for the roles that may).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import type { orderStatus } from '@/lib/api/schemas/orders';
import { consoleCall } from '@/lib/console/transport';
import { useConsoleFormat } from '../kit/use-console-format';
import { refreshReads } from '../kit/use-console-read';
import { DeliveryFacts } from './delivery-facts';
import { ShipForm } from './ship-form';
import styles from '../kit/panels.module.css';
import own from './orders.module.css';

type Order = OperatorAnswer<'orderList'>['items'][number];
export type Status = (typeof orderStatus.options)[number];

export const TONE: Record<Status, 'success' | 'neutral' | 'warning'> = {
  owned: 'neutral',
  consigned: 'neutral',
  sold: 'neutral',
  delivery_requested: 'warning',
  shipped: 'neutral',
  delivered: 'success',
};

export function OrderRow({ order: o, canShip, canDeliver }: { order: Order; canShip: boolean; canDeliver: boolean }) {
  const t = useTranslations();
  const f = useConsoleFormat();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  // The ship form names the address itself (it is what the shipper copies): not twice.
  const shipping = canShip && o.status === 'delivery_requested';
  const deliver = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await consoleCall('orderDeliver', { id: o.id });
      toast(t('console.orders.delivered', { id: o.id }));
      await refreshReads('orderList', 'auditList', 'dashboard');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={t('console.orders.title', { id: o.id, name: o.productName })}
      actions={<Tag tone={TONE[o.status]}>{t(`orders.status.${o.status}`)}</Tag>}
    >
      <dl className={`${styles.facts} ${own.facts}`}>
        <dt>{t('console.orders.buyer')}</dt>
        <dd>{t('console.orders.buyerIs', { id: o.userId, phone: o.phone })}</dd>
        <dt>{t('console.orders.amount')}</dt>
        <dd>{t('console.orders.amountIs', { total: f.money(o.total), n: o.quantity })}</dd>
        <dt>{t('console.orders.kind')}</dt>
        <dd>{t(`console.catalogue.kinds.${o.kind}`)}</dd>
        <dt>{t('console.orders.created')}</dt>
        <dd>{f.dateTime(o.createdAt)}</dd>
        {o.requestedAt ? (
          <>
            <dt>{t('console.orders.requested')}</dt>
            <dd>{f.dateTime(o.requestedAt)}</dd>
          </>
        ) : null}
        {o.delivery && !shipping ? <DeliveryFacts delivery={o.delivery} /> : null}
        {o.shippedAt ? (
          <>
            <dt>{t('console.orders.shipped')}</dt>
            <dd>
              {t('console.orders.shippedWith', {
                at: f.dateTime(o.shippedAt),
                carrier: o.carrier ?? '',
                tracking: o.trackingNo ?? '',
              })}
            </dd>
          </>
        ) : null}
        {o.deliveredAt ? (
          <>
            <dt>{t('console.orders.deliveredAt')}</dt>
            <dd>{f.dateTime(o.deliveredAt)}</dd>
          </>
        ) : null}
      </dl>
      {shipping ? <ShipForm id={o.id} delivery={o.delivery} /> : null}
      {canDeliver && o.status === 'shipped' ? (
        <div className={styles.actions}>
          <Button variant="secondary" busy={busy} onClick={() => void deliver()}>
            {t('console.orders.markDelivered')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </Card>
  );
}
