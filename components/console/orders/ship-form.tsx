'use client';
// Ship an order whose buyer asked for delivery: where it goes (the address the order kept, issue 42
// #4), then carrier and tracking number, the server's field rules under their fields.
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/toast/toast-store';
import { useErrorText, useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { refreshReads } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import styles from '../kit/panels.module.css';
import { DeliveryFacts } from './delivery-facts';
import own from './orders.module.css';

type Delivery = OperatorAnswer<'orderList'>['items'][number]['delivery'];

const SHIP_FIELDS = ['carrier', 'trackingNo'] as const;

export function ShipForm({ id, delivery }: { id: number; delivery: Delivery }) {
  const t = useTranslations('console.orders');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const done = useCallback(async () => {
    toast(t('shippedDone', { id }));
    await refreshReads('orderList', 'auditList');
  }, [t, id]);
  const ship = useConsoleSubmit('orderShip', done, SHIP_FIELDS);
  return (
    <form
      className={own.ship}
      aria-label={t('shipLabel', { id })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void ship.submit({ id, carrier: carrier.trim(), trackingNo: trackingNo.trim() });
      }}
    >
      {delivery ? (
        <dl className={`${styles.facts} ${own.shipTo}`}>
          <DeliveryFacts delivery={delivery} />
        </dl>
      ) : null}
      <TextField
        label={t('carrier')}
        value={carrier}
        onChange={(v) => {
          ship.clear('carrier');
          setCarrier(v);
        }}
        error={fieldText(ship.fields.carrier)}
      />
      <TextField
        label={t('trackingNo')}
        value={trackingNo}
        autoCapitalize="characters"
        onChange={(v) => {
          ship.clear('trackingNo');
          setTrackingNo(v);
        }}
        error={fieldText(ship.fields.trackingNo)}
      />
      <div className={styles.filterActions}>
        <Button type="submit" busy={ship.busy}>
          {t('ship')}
        </Button>
      </div>
      {ship.error ? (
        <p className={styles.error} role="alert">
          {errorText(ship.error)}
        </p>
      ) : null}
    </form>
  );
}
