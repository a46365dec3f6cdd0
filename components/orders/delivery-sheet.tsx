'use client';
// Ask for an owned item to be delivered (pickup) to one of the user's addresses; with none saved,
// one is added right here (SheetAddressForm), then selected.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useAddressList } from '@/lib/api/hooks/use-reads';
import { Button } from '@/components/ui/button';
import { CallView } from '@/components/ui/call-view';
import { Sheet } from '@/components/ui/dialog';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { useErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import type { Order } from './orders-screen';
import { OfflineNote, useOffline } from '@/components/ui/needs-network';
import { SheetAddressForm } from './sheet-address-form';
import styles from './orders.module.css';

export function DeliverySheet({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useTranslations('orders');
  const offline = useOffline();
  const errorText = useErrorText();
  const addresses = useAddressList({});
  const deliver = useApiMutation('requestDelivery');
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  // The list comes default first: that one is chosen until the user picks another.
  const selected = chosen ?? addresses.data?.[0]?.id ?? null;

  async function submit() {
    if (selected === null) return;
    setFormError(null);
    try {
      await deliver.trigger({ orderId: order.id, addressId: selected }, { toast: false });
      toast(t('deliveryRequested'));
      onClose();
    } catch (e) {
      setFormError(errorText(e));
    }
  }

  return (
    <Sheet open onClose={onClose} title={t('deliverTitle')}>
      <p className={styles.sheetName}>{order.productName}</p>
      <CallView
        call={addresses}
        skeleton={
          <SkeletonGroup label={t('loadingAddresses')}>
            <SkeletonText lines={3} />
          </SkeletonGroup>
        }
        empty={
          adding ? (
            <SheetAddressForm
              onSaved={(a) => {
                setChosen(a.id);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <div className={styles.sheetForm}>
              <p className={styles.meta}>{t('noAddressHere')}</p>
              <div className={styles.sheetActions}>
                <Button variant="secondary" onClick={onClose}>
                  {t('cancel')}
                </Button>
                <Button onClick={() => setAdding(true)} data-testid="sheet-add-address">
                  {t('addAddress')}
                </Button>
              </div>
            </div>
          )
        }
      >
        {(items) => (
          <form
            className={styles.sheetForm}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <fieldset className={styles.addresses}>
              <legend className={styles.legend}>{t('chooseAddress')}</legend>
              {items.map((a) => (
                <div key={a.id} className={styles.address}>
                  <input
                    id={`address-${a.id}`}
                    type="radio"
                    name="address"
                    value={a.id}
                    checked={selected === a.id}
                    onChange={() => setChosen(a.id)}
                  />
                  <label htmlFor={`address-${a.id}`} className={styles.addressLabel}>
                    <span className={styles.addressName}>
                      {`${a.name} ${a.phone}${a.isDefault ? ` · ${t('defaultAddress')}` : ''}`}
                    </span>
                    <span className={styles.meta}>{`${a.region} ${a.detail}`}</span>
                  </label>
                </div>
              ))}
            </fieldset>
            {formError ? (
              <p className={styles.formError} role="alert">
                {formError}
              </p>
            ) : null}
            <OfflineNote offline={offline} />
            <div className={styles.sheetActions}>
              <Button variant="secondary" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" busy={deliver.isMutating} disabled={selected === null || offline}>
                {t('requestDelivery')}
              </Button>
            </div>
          </form>
        )}
      </CallView>
    </Sheet>
  );
}
