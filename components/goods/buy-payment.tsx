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
import { useLocale } from 'next-intl';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
// The pad's styles load with the route, not with the lazy chunk: a lazily loaded component's CSS
// can arrive after it renders (item-stale.tsx), and the keys must be 44 px from the first frame.
import '@/components/ui/pin-pad.module.css';
import { isApiError } from '@/lib/api/client/api-error';
import type { CallInput, CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { useNav } from '@/lib/nav/use-nav';
import { useErrorText } from '@/components/ui/use-error-text';

const BuyPaymentLayers = lazy(() => import('./buy-payment-layers'));

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

export function useBuyPayment(o: BuyPaymentOptions) {
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
      } else if (reason === 'wrong_pay_password' || reason === 'pay_password_locked') {
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

  // The PIN pad and the "set one first" dialog load when first needed: the detail route's first
  // load has no bytes to spare (npm run test:size).
  const layers =
    pad || setFirst ? (
      <Suspense fallback={null}>
        <BuyPaymentLayers
          pad={pad}
          setFirst={setFirst}
          total={formatMoney(o.total, locale)}
          busy={o.busy}
          padError={padError}
          href={routeHref(locale, 'payPassword')}
          onPin={attempt}
          showPad={setPad}
          showSetFirst={setSetFirst}
          onLeave={leaveToSet}
          onSet={() => nav.navigate('payPassword')}
        />
      </Suspense>
    ) : null;
  return { start, layers };
}
