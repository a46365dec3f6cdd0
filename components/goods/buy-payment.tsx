'use client';
// The pay-password step of a buy (issue 37 #1), apart from the buy bar and the confirm so it can
// change on its own. After "Pay" in the confirm:
// - no pay password yet: a dialog offers to set one; the pay-password screen returns here (Back,
//   as the bank card form does) and the confirm opens again with the same quantity;
// - the buyer's small-purchase limit may cover the total: the buy goes without the password, and
//   if the server says today's purchases would pass the limit (pay_password_required), the PIN
//   pad opens;
// - otherwise the PIN pad opens at once. A wrong password or the lock shows under its dots; any
//   other answer is the screen's (`onBought`, `onRefused`).
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/client/api-error';
import { PAY_PASSWORD_LENGTH } from '@/lib/api/limits';
import type { CallInput, CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { PinPad } from '@/components/ui/pin-pad';
import { useErrorText } from '@/components/ui/use-error-text';
import styles from './product-detail.module.css';

type BuyResult = CallResult<'buyProduct'>;

/** The buy the buyer left to set a pay password (never the password): its item opens it again. */
let pending: { productId: number; quantity: number } | null = null;

/** What the buy step needs to know of the buyer (getInfo). */
export interface PayingAccount {
  hasPayPassword: boolean;
  smallPayLimit: number;
}

export interface BuyPaymentOptions {
  productId: number;
  quantity: number;
  total: number;
  account: PayingAccount | undefined;
  trigger: (input: CallInput<'buyProduct'>) => Promise<BuyResult>;
  busy: boolean;
  onBought: (result: BuyResult) => void;
  onRefused: (error: unknown) => void | Promise<void>;
  /** Back from setting the pay password: open the confirm again with this quantity. */
  onResume: (quantity: number) => void;
}

const PAD_REASONS = new Set(['wrong_pay_password', 'pay_password_locked']);

export function useBuyPayment(o: BuyPaymentOptions) {
  const t = useTranslations('detail');
  const locale = useLocale();
  const nav = useNav();
  const errorText = useErrorText();
  const [pad, setPad] = useState(false);
  const [setFirst, setSetFirst] = useState(false);
  const [padError, setPadError] = useState<string | null>(null);
  // A double tap on Pay (or a seventh digit racing the answer) must not send a second purchase.
  const paying = useRef(false);

  // Back from the pay-password screen with one set: finish the buy that was left.
  const { productId } = o;
  const hasPayPassword = o.account?.hasPayPassword;
  const resume = useEffectEvent((quantity: number) => o.onResume(quantity));
  useEffect(() => {
    if (!pending || pending.productId !== productId || hasPayPassword === undefined) return;
    const left = pending;
    pending = null;
    if (hasPayPassword) resume(left.quantity);
  }, [productId, hasPayPassword]);

  const leaveToSet = () => {
    pending = { productId: o.productId, quantity: o.quantity };
  };

  async function attempt(payPassword?: string) {
    if (paying.current) return;
    paying.current = true;
    try {
      const result = await o.trigger({
        productId: o.productId,
        quantity: o.quantity,
        ...(payPassword === undefined ? {} : { payPassword }),
      });
      setPad(false);
      setPadError(null);
      o.onBought(result);
    } catch (error) {
      const reason = isApiError(error) ? error.reason : undefined;
      if (reason === 'pay_password_required') {
        setPadError(null);
        setPad(true);
      } else if (reason === 'pay_password_not_set') {
        setPad(false);
        setSetFirst(true);
      } else if (reason !== undefined && PAD_REASONS.has(reason)) {
        setPadError(errorText(error));
      } else {
        setPad(false);
        await o.onRefused(error);
      }
    } finally {
      paying.current = false;
    }
  }

  /** "Pay" in the confirm. */
  const start = () => {
    if (o.account?.hasPayPassword === false) {
      setSetFirst(true);
      return;
    }
    if (o.account && o.total <= o.account.smallPayLimit) {
      void attempt();
      return;
    }
    setPadError(null);
    setPad(true);
  };

  const payPasswordHref = routeHref(locale, 'payPassword');
  const layers = (
    <>
      <PinPad
        open={pad}
        onClose={() => {
          if (!o.busy) setPad(false);
        }}
        title={t('pinTitle')}
        description={t('pinFor', { total: formatMoney(o.total, locale) })}
        length={PAY_PASSWORD_LENGTH}
        onComplete={(pin) => void attempt(pin)}
        busy={o.busy}
        busyLabel={t('pinChecking')}
        error={padError}
        footer={
          <Link href={payPasswordHref} className={styles.inlineLink} onClick={leaveToSet} data-testid="pin-forgot">
            {t('pinForgot')}
          </Link>
        }
      />
      <Dialog
        open={setFirst}
        onClose={() => setSetFirst(false)}
        title={t('setPayPassword')}
        confirmLabel={t('setPayPassword')}
        onConfirm={() => {
          leaveToSet();
          setSetFirst(false);
          nav.navigate('payPassword');
        }}
      >
        <p data-testid="pay-password-first">{t('payPasswordFirst')}</p>
      </Dialog>
    </>
  );
  return { start, layers };
}
