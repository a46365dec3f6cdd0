'use client';
// The detail page's sticky bottom bar: the price and the one main action. Buy is enabled only
// while bidding is in progress (allowBuy) and the item can be bought; otherwise the bar says why
// and offers the way forward (when bidding opens, recharge, other items, log in). A suspended
// account's Buy is disabled with the reason (issue 37 #2).
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import { formatWeekdayTime } from '@/lib/format/clock';
import { Button } from '@/components/ui/button';
import { useOffline } from '@/components/ui/needs-network';
import styles from './product-detail.module.css';

export interface BuyBarProduct {
  price: number;
  stock: number;
  status: 'on_sale' | 'sold_out' | 'off_shelf';
  sellerId: number | null;
}

export interface BuyBarInput {
  product: BuyBarProduct;
  /** null while the auction window is loading, or when it could not be read (`auctionFailed`). */
  auction: { allowBuy: boolean; opensAt: number | null } | null;
  /** The window's read failed (offline, server unreachable): it cannot be checked, not "checking". */
  auctionFailed?: boolean;
  /** 'unknown' while the session is being read. */
  session: 'unknown' | 'anonymous' | 'authenticated';
  /** The logged-in user (undefined while loading); `suspended`: an operator froze the account. */
  user?: { id: number; balance: number; suspended?: boolean } | undefined;
}

export type BuyBarState =
  | { kind: 'loading' }
  | { kind: 'unchecked' }
  | { kind: 'withdrawn' }
  | { kind: 'sold_out' }
  | { kind: 'own' }
  | { kind: 'suspended' }
  | { kind: 'closed'; opensAt: number | null }
  | { kind: 'login' }
  | { kind: 'insufficient'; balance: number }
  | { kind: 'ready' };

/** Why the item can or cannot be bought now, most decisive reason first. */
export function buyBarState({ product, auction, auctionFailed, session, user }: BuyBarInput): BuyBarState {
  if (product.status === 'off_shelf') return { kind: 'withdrawn' };
  if (product.status === 'sold_out' || product.stock <= 0) return { kind: 'sold_out' };
  if (user && product.sellerId === user.id) return { kind: 'own' };
  // The server refuses a suspended account's buy (403 account_frozen) whatever the window says.
  if (user?.suspended) return { kind: 'suspended' };
  if (!auction && auctionFailed) return { kind: 'unchecked' };
  if (!auction || session === 'unknown') return { kind: 'loading' };
  if (!auction.allowBuy) return { kind: 'closed', opensAt: auction.opensAt };
  if (session === 'anonymous') return { kind: 'login' };
  if (!user) return { kind: 'loading' };
  if (user.balance < product.price) return { kind: 'insufficient', balance: user.balance };
  return { kind: 'ready' };
}

export interface BuyBarProps extends BuyBarInput {
  busy?: boolean;
  onBuy: () => void;
  /** A refusal from the last attempt, already explained with its way forward. */
  notice?: ReactNode;
  rechargeHref: string;
  loginHref: string;
  moreHref: string;
  /** Where the user's own items are (shown on their own consigned item). */
  ordersHref?: string;
}

/** "Mon 10:00" / "Mon 10:00 AM": weekday and time in the locale's usual clock, in the phone's zone. */
export function formatOpensAt(epochMs: number, locale: string, timeZone?: string): string {
  return formatWeekdayTime(epochMs, locale, timeZone);
}

export function BuyBar(props: BuyBarProps) {
  const t = useTranslations('detail');
  const locale = useLocale();
  const { product, busy = false, onBuy, notice, rechargeHref, loginHref, moreHref, ordersHref } = props;
  const state = buyBarState(props);
  // Offline nothing is bought or queued for later: the Buy button waits for the network.
  const offline = useOffline();
  const pwa = useTranslations('pwa');
  const suspendedText = useTranslations('suspended');

  let message: ReactNode = null;
  let action: ReactNode;
  const buyButton = (enabled: boolean) => (
    <Button
      className={styles.buy}
      disabled={!enabled}
      busy={busy}
      onClick={onBuy}
      data-testid="buy-button"
      aria-describedby={message ? 'buy-bar-why' : undefined}
    >
      {busy ? t('buying') : t('buy')}
    </Button>
  );

  switch (state.kind) {
    case 'loading':
      message = t('checking');
      action = buyButton(false);
      break;
    case 'unchecked':
      message = t('windowUnknown');
      action = buyButton(false);
      break;
    case 'withdrawn':
      message = t('whyWithdrawn');
      action = (
        <Link className={styles.linkButton} href={moreHref}>
          {t('moreItems')}
        </Link>
      );
      break;
    case 'sold_out':
      message = t('whySoldOut');
      action = (
        <Link className={styles.linkButton} href={moreHref}>
          {t('moreItems')}
        </Link>
      );
      break;
    case 'own':
      message = t('whyOwn');
      action = ordersHref ? (
        <Link className={styles.linkButton} href={ordersHref}>
          {t('viewOrders')}
        </Link>
      ) : (
        buyButton(false)
      );
      break;
    case 'suspended':
      message = suspendedText('paused');
      action = buyButton(false);
      break;
    case 'closed':
      message =
        state.opensAt === null ? t('whyClosed') : t('whyClosedUntil', { time: formatOpensAt(state.opensAt, locale) });
      action = buyButton(false);
      break;
    case 'login':
      message = t('whyLogin');
      action = (
        <Link className={styles.linkButton} href={loginHref}>
          {t('loginToBuy')}
        </Link>
      );
      break;
    case 'insufficient':
      message = t('whyBalance', { balance: formatMoney(state.balance, locale) });
      action = (
        <Link className={styles.linkButton} href={rechargeHref}>
          {t('recharge')}
        </Link>
      );
      break;
    case 'ready':
      message = offline ? pwa('needsNetwork') : t('inWindow', { count: product.stock });
      action = buyButton(!offline);
      break;
  }

  return (
    <div
      className={styles.bar}
      data-testid="buy-bar"
      data-state={offline && state.kind === 'ready' ? 'offline' : state.kind}
    >
      <div className={styles.barText}>
        <span className={styles.barPrice}>{formatMoney(product.price, locale)}</span>
        <span id="buy-bar-why" className={styles.barWhy}>
          {message}
        </span>
        {notice ? (
          <span className={styles.notice} role="alert">
            {notice}
          </span>
        ) : null}
      </div>
      {action}
    </div>
  );
}
