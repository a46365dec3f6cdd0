'use client';
// The confirm step before a buy: price, quantity (a stepper up to the stock), total, the balance
// now and after. Confirm is refused while the balance would go below zero (with a recharge link).
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './product-detail.module.css';

export const MAX_QUANTITY = 99;

export interface BuyConfirmProps {
  open: boolean;
  name: string;
  price: number;
  stock: number;
  balance: number;
  quantity: number;
  onQuantity: (quantity: number) => void;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  rechargeHref: string;
}

export function BuyConfirm(props: BuyConfirmProps) {
  const t = useTranslations('detail');
  const locale = useLocale();
  const { open, name, price, stock, balance, quantity, onQuantity, busy, onConfirm, onClose, rechargeHref } = props;
  const max = Math.max(1, Math.min(stock, MAX_QUANTITY));
  const total = price * quantity;
  const after = balance - total;
  const short = after < 0;
  const money = (n: number) => formatMoney(n, locale);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('confirmTitle')}
      confirmLabel={busy ? t('buying') : t('confirmBuy', { total: money(total) })}
      busy={busy}
      confirmDisabled={short}
      onConfirm={onConfirm}
    >
      <p className={styles.confirmName}>{name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('unitPrice')}</dt>
          <dd>{money(price)}</dd>
        </div>
        <div>
          <dt id="qty-label">{t('quantity')}</dt>
          <dd className={styles.stepper} role="group" aria-labelledby="qty-label">
            <Button
              variant="secondary"
              disabled={quantity <= 1 || busy}
              onClick={() => onQuantity(quantity - 1)}
              aria-label={t('less')}
            >
              −
            </Button>
            <output aria-live="polite" data-testid="quantity">
              {quantity}
            </output>
            <Button
              variant="secondary"
              disabled={quantity >= max || busy}
              onClick={() => onQuantity(quantity + 1)}
              aria-label={t('more')}
            >
              +
            </Button>
          </dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd className={styles.total}>{money(total)}</dd>
        </div>
        <div>
          <dt>{t('balanceNow')}</dt>
          <dd>{money(balance)}</dd>
        </div>
        <div>
          <dt>{t('balanceAfter')}</dt>
          <dd data-testid="balance-after" className={short ? styles.negative : undefined}>
            {short ? t('shortBy', { amount: money(-after) }) : money(after)}
          </dd>
        </div>
      </dl>
      {short ? (
        <p className={styles.confirmWarn} role="alert">
          {t('confirmShort')}{' '}
          <Link href={rechargeHref} className={styles.inlineLink}>
            {t('recharge')}
          </Link>
        </p>
      ) : (
        <p className={styles.confirmNote}>{t('confirmNote')}</p>
      )}
    </Dialog>
  );
}
