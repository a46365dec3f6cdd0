'use client';
// Ship several orders at once (issue 42 #8): the selected orders that wait for delivery, each with
// where it goes and its own tracking number, one carrier for all. One confirmation names the count;
// the server ships each order on its own rules and answers a result per order (kit/bulk-results).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { useErrorText, useFieldErrorText } from '@/components/ui/use-error-text';
import { isApiError } from '@/lib/api/client/api-error';
import type { FieldErrors } from '@/lib/api/reasons';
import { consoleCall, checkInput } from '@/lib/console/transport';
import { BulkResults, type BulkOutcome } from '../kit/bulk-results';
import { refreshReads } from '../kit/use-console-read';
import styles from '../kit/panels.module.css';
import { DeliveryFacts } from './delivery-facts';
import type { Order } from './orders-table';
import own from './orders.module.css';

export function BulkShip({
  orders,
  leftOut,
  onClose,
}: {
  /** The selected orders that wait for delivery. */
  orders: readonly Order[];
  /** How many selected orders cannot ship (said, not sent). */
  leftOut: number;
  onClose: () => void;
}) {
  const t = useTranslations('console.orders');
  const tBulk = useTranslations('console.bulk');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState<Record<number, string>>({});
  const [fields, setFields] = useState<FieldErrors>({});
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const input = {
    carrier: carrier.trim(),
    items: orders.map((o) => ({ id: o.id, trackingNo: (tracking[o.id] ?? '').trim() })),
  };
  const ship = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setOutcome(await consoleCall('orderShipBulk', input));
      setAsking(false);
      await refreshReads('orderList', 'auditList', 'dashboard');
    } catch (e) {
      setAsking(false);
      if (isApiError(e) && e.fields) setFields(e.fields);
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const label = (id: number) => t('orderLabel', { id });
  if (outcome) return <BulkResults outcome={outcome} labelOf={label} onClose={onClose} />;
  return (
    <Card title={t('bulkShipTitle', { n: orders.length })}>
      {leftOut > 0 ? <p className={styles.muted}>{t('bulkLeftOut', { n: leftOut })}</p> : null}
      {orders.length === 0 ? (
        <p>{t('noneShippable')}</p>
      ) : (
        <form
          className={own.bulkShip}
          aria-label={t('bulkShipTitle', { n: orders.length })}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const bad = checkInput('orderShipBulk', input);
            setFields(bad ?? {});
            setError(undefined);
            if (!bad) setAsking(true);
          }}
        >
          <p className={`${styles.muted} ${own.intro}`}>{t('bulkShipIntro')}</p>
          <div className={own.ship}>
            <TextField
              label={t('carrier')}
              value={carrier}
              onChange={(v) => {
                setFields(({ carrier: _, ...rest }) => rest);
                setCarrier(v);
              }}
              error={fieldText(fields.carrier)}
            />
          </div>
          <ol className={own.bulkList}>
            {orders.map((o, i) => (
              <li key={o.id} className={own.bulkItem}>
                <p className={own.bulkName}>{t('title', { id: o.id, name: o.productName })}</p>
                {o.delivery ? (
                  <dl className={`${styles.facts} ${own.facts}`}>
                    <DeliveryFacts delivery={o.delivery} />
                  </dl>
                ) : null}
                <div className={own.ship}>
                  <TextField
                    label={t('trackingFor', { id: o.id })}
                    value={tracking[o.id] ?? ''}
                    autoCapitalize="characters"
                    onChange={(v) => {
                      setFields(({ [`items[${i}].trackingNo`]: _, ...rest }) => rest);
                      setTracking((all) => ({ ...all, [o.id]: v }));
                    }}
                    error={fieldText(fields[`items[${i}].trackingNo`])}
                  />
                </div>
              </li>
            ))}
          </ol>
          {fields.items ? (
            <p className={styles.error} role="alert">
              {fieldText(fields.items)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit">{t('bulkShipTitle', { n: orders.length })}</Button>
            <Button variant="secondary" onClick={onClose}>
              {tBulk('cancel')}
            </Button>
          </div>
        </form>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('bulkShipConfirm', { n: orders.length })}
        confirmLabel={t('bulkShipTitle', { n: orders.length })}
        busy={busy}
        onConfirm={() => void ship()}
      >
        <p>{t('bulkShipBody', { carrier: input.carrier })}</p>
      </Dialog>
    </Card>
  );
}
