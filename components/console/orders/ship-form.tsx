'use client';
// Ship an order whose buyer asked for delivery: carrier and tracking number, the server's field
// rules under their fields.
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/toast/toast-store';
import { useErrorText, useFieldErrorText } from '@/components/ui/use-error-text';
import { refreshReads } from '../kit/use-console-read';
import { useConsoleSubmit } from '../kit/use-console-submit';
import styles from '../kit/panels.module.css';
import own from './orders.module.css';

const SHIP_FIELDS = ['carrier', 'trackingNo'] as const;

export function ShipForm({ id }: { id: number }) {
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
