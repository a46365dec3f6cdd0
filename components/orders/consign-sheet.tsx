'use client';
// Consign one owned item (WeiPai) at a price the owner sets. The rule, as the server applies it:
// any price above zero (whole minor units); without one the platform's rule price (what was paid,
// adjusted by the operator's markup). The sheet starts at the price paid and says plainly that a
// resale is not guaranteed: it happens only when another buyer buys it.
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { loadContract } from '@/lib/api/client/contract-loader';
import { formatMoney } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/dialog';
import { MoneyField } from '@/components/ui/money-field';
import { useErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import { recheckTermsOn } from '@/components/ui/terms-update';
import type { Order } from './orders-screen';
import { OfflineNote, useOffline } from '@/components/ui/needs-network';
import { SuspendedNote } from '@/components/ui/suspended-note';
import { useSuspended } from '@/lib/session/use-suspended';
import styles from './orders.module.css';

/** Mount with `key={order.id}`: the form starts from that order's price. */
export function ConsignSheet({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useTranslations('orders');
  const offline = useOffline();
  // Frozen while the sheet is open (the live notification re-reads getInfo): no submit.
  const suspended = useSuspended();
  const locale = useLocale();
  const errorText = useErrorText();
  const consign = useApiMutation('ProductWeiPai');
  const [price, setPrice] = useState<number | null>(order.price);
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);

  const money = (n: number) => formatMoney(n, locale);

  async function submit() {
    const input = { id: order.id, price: price ?? undefined };
    let contract;
    try {
      contract = await loadContract();
    } catch (failure) {
      setFormError(errorText(failure));
      return;
    }
    if (price === null || !contract.productWeiPaiRequest.safeParse(input).success) {
      setError(t('priceRule'));
      return;
    }
    setFormError(null);
    try {
      const result = await consign.trigger(input, { toast: false });
      toast(t('consigned', { price: money(result.order.askingPrice ?? price) }));
      onClose();
    } catch (e) {
      recheckTermsOn(e);
      setFormError(errorText(e));
    }
  }

  return (
    <Sheet open onClose={onClose} title={t('consignTitle')}>
      <form
        className={styles.sheetForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.sheetName}>{order.productName}</p>
        <p className={styles.meta}>{t('paid', { price: money(order.price), quantity: order.quantity })}</p>
        <MoneyField
          label={t('askingPrice')}
          hint={t('priceRuleHint', { paid: money(order.price) })}
          value={price}
          error={error}
          onChange={(v) => {
            setPrice(v);
            setError(undefined);
          }}
          name="askingPrice"
        />
        <p className={styles.warning} data-testid="consign-warning">
          {t('notGuaranteed')}
        </p>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <OfflineNote offline={offline} />
        <SuspendedNote suspended={suspended} id="consign-sheet-suspended" />
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            busy={consign.isMutating}
            disabled={offline || suspended}
            aria-describedby={suspended ? 'consign-sheet-suspended' : undefined}
            data-testid="consign-submit"
          >
            {t('consignAt', { price: price !== null && price > 0 ? money(price) : '—' })}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
