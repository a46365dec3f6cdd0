'use client';
// Where a delivery is going and how to follow it: the address, the carrier and tracking number
// with a copy button, and for a shipped parcel "Confirm receipt" (confirmReceipt), which marks the
// order delivered. The call is idempotent, so a double tap or a retry does no harm.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { OfflineNote, useOffline } from '@/components/ui/needs-network';
import { useErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import type { Order } from './orders-screen';
import styles from './orders.module.css';

export function OrderShipment({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const offline = useOffline();
  const errorText = useErrorText();
  const confirm = useApiMutation('confirmReceipt');
  const [error, setError] = useState<string | null>(null);
  const d = order.delivery;
  if (!d) return null;

  async function received() {
    setError(null);
    try {
      await confirm.trigger({ orderId: order.id }, { toast: false });
      toast(t('receiptConfirmed'));
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <div className={styles.shipment}>
      <p className={styles.meta}>
        {t('deliverTo', { name: d.address.name, address: `${d.address.region} ${d.address.detail}` })}
      </p>
      {d.carrier && d.trackingNo ? (
        <div className={styles.tracking} data-testid="tracking">
          <p className={styles.trackingText}>
            <span className={styles.trackingLabel}>{t('trackingLabel', { carrier: d.carrier })}</span>
            <span className={styles.trackingNo}>{d.trackingNo}</span>
          </p>
          <CopyButton text={d.trackingNo} what={t('trackingNumber')} />
        </div>
      ) : null}
      {order.status === 'shipped' ? (
        <>
          <p className={styles.meta}>{t('receiptHint')}</p>
          {error ? (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          ) : null}
          <OfflineNote offline={offline} />
          <div className={styles.actions}>
            <Button onClick={() => void received()} busy={confirm.isMutating} disabled={offline}>
              {t('confirmReceipt')}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
