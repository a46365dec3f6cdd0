'use client';
// Item detail (goods/detail/?id= and goods/consumption/detail/?id=): gallery with full-screen
// preview, price and status, facts (stock, type, seller of a consigned item), the sanitised
// description, and the sticky buy bar with its confirm step. Stock and status stay live: the
// real-time connection (started by the shell for a logged-in user, components/chat/realtime-root.tsx)
// rewrites the cached product (lib/realtime/market.ts), no polling.
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { afterLoad } from '@/lib/after-load';
// The confirm sheet's styles load with the route (a lazily loaded component's CSS can arrive after
// it renders); its code loads after the page (below).
import '@/components/ui/dialog.module.css';
import { isApiError } from '@/lib/api/client/api-error';
import { readItemId } from '@/lib/api/item-id';
import { invalidate } from '@/lib/api/hooks/invalidate';
import { useApiMutation } from '@/lib/api/hooks/use-mutation';
import { useProduct, useProductTypes } from '@/lib/api/hooks/use-reads';
import { useAuctionTime, type AuctionTime } from '@/lib/api/hooks/use-auction-time';
import type { CallResult } from '@/lib/api/registry';
import { nextWindowStart } from '@/lib/auction';
import { useAuctionStatus } from '@/lib/auction/use-auction-status';
import { formatMoney } from '@/lib/format';
import { routeHref, stackKey } from '@/lib/nav/href';
import { useSession } from '@/lib/session/use-session';
import { CallView } from '@/components/ui/call-view';
import { Gallery } from '@/components/ui/gallery';
import { ContentText } from '@/components/ui/content-text';
import { recheckTermsOn, TermsUpdate } from '@/components/ui/terms-update';
import { Skeleton, SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag } from '@/components/ui/tag';
import { useErrorText } from '@/components/ui/use-error-text';
import { toast } from '@/components/toast/toast-store';
import { BuyBar, formatOpensAt } from './buy-bar';
import { useBuyPayment } from './buy-payment';
import { detailStatus, sellerFacts } from './detail-status';
import { ItemDescription } from './item-description';
import { ItemStale } from './item-stale';
import { SaleHistory } from './sale-history';
import { WatchButton } from '@/components/ui/watch-button';
import styles from './product-detail.module.css';

// The confirm sheet opens only after Buy now: its code (and the dialog's) is not in the detail
// route's first load, which has no bytes to spare; it is fetched once the page has loaded, so the
// first tap finds it ready.
const loadBuyConfirm = () => import('./buy-confirm').then((m) => ({ default: m.BuyConfirm }));
const BuyConfirm = lazy(loadBuyConfirm);

type Product = CallResult<'getProduct'>;

export function DetailSkeleton() {
  const t = useTranslations('detail');
  return (
    <SkeletonGroup label={t('loading')}>
      {/* Laid out as the item (edge to edge, a square photo): nothing moves when it arrives, and
          the served first photo (lib/first-photos.ts) stays the page's largest paint. */}
      <div className={styles.page}>
        <Skeleton height="auto" radius={0} style={{ aspectRatio: '1 / 1' }} photoSlot={0} />
        <div className={styles.section}>
          <Skeleton width={120} height={28} />
          <SkeletonText lines={3} />
        </div>
      </div>
    </SkeletonGroup>
  );
}

export function ProductDetail() {
  const t = useTranslations('detail');
  const locale = useLocale();
  const id = readItemId(useSearchParams().get('id'));
  const product = useProduct(id === null ? null : { id });
  const listRoute = usePathname().includes('/consumption/') ? 'goodsConsumption' : 'goods';
  // A wrong or stale id is not a failure to retry: say the item is not here and offer the list.
  const browse = (
    <Link className={styles.linkButton} href={routeHref(locale, listRoute)}>
      {t('browse')}
    </Link>
  );
  if (id === null) return <EmptyState title={t('noItemTitle')} body={t('noItemBody')} action={browse} />;
  if (product.data === undefined && isApiError(product.error) && product.error.reason === 'not_found')
    return <EmptyState title={t('goneTitle')} body={t('goneBody')} action={browse} />;
  return (
    <CallView call={product} skeleton={<DetailSkeleton />}>
      {(p) => <DetailBody product={p} />}
    </CallView>
  );
}

/** The next window start as a phone-clock instant (server time from the offset seen on arrival). */
function localOpensAt(data: AuctionTime): number | null {
  const offset = data.now - data.receivedAt;
  const next = nextWindowStart(data, Date.now() + offset);
  return next === null ? null : next - offset;
}

/** The window as the item shows it; 'failed' when it could not be read (offline: it is never stored). */
function useOpensAt(): { allowBuy: boolean; opensAt: number | null; window: string | null } | null | 'failed' {
  const { status } = useAuctionStatus();
  const { data, error } = useAuctionTime();
  const failed = !data && error !== undefined;
  return useMemo(() => {
    if (failed) return 'failed';
    if (!status || !data) return null;
    // Recomputed whenever the status changes (at most once a second, and at each boundary).
    return {
      allowBuy: status.allowBuy,
      opensAt: status.allowBuy ? null : localOpensAt(data),
      window: `${data.startTime}–${data.endTime}`,
    };
  }, [status, data, failed]);
}

function DetailBody({ product }: { product: Product }) {
  const t = useTranslations('detail');
  const tg = useTranslations('goods');
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const session = useSession();
  const types = useProductTypes({});
  const opensAt = useOpensAt();
  const auction = opensAt === 'failed' ? null : opensAt;
  const errorText = useErrorText();
  const buy = useApiMutation('buyProduct');
  const [confirming, setConfirming] = useState(false);
  // Mounted from its first opening on, so it can close as a dialog closes.
  const [confirmShown, setConfirmShown] = useState(false);
  if (confirming && !confirmShown) setConfirmShown(true);
  useEffect(() => afterLoad(() => void loadBuyConfirm()), []);
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<ReactNode>(null);
  // Back from setting the pay password in the middle of a buy: the confirm again, same quantity.
  const resume = (q: number) => {
    setQuantity(q);
    setConfirming(true);
  };

  const status = detailStatus(product.status, auction);
  // Logged out the viewer is known to be no one; logged in, once the account has loaded.
  const seller = sellerFacts(product, {
    known: session.status === 'anonymous' || session.data !== undefined,
    id: session.data?.id,
  });
  const type = types.data?.find((x) => x.id === product.typeId);
  const typeName = type?.name;
  const user = session.data
    ? { id: session.data.id, balance: session.data.balance, suspended: session.data.suspended }
    : undefined;
  const rechargeHref = routeHref(locale, 'recharge');
  const ordersHref = routeHref(locale, 'orders');
  const moreHref = routeHref(locale, product.kind === 'consumption' ? 'goodsConsumption' : 'goods');
  const loginHref = routeHref(locale, 'login', { from: stackKey(pathname, search) });
  const money = (n: number) => formatMoney(n, locale);

  // The buy itself, its pay-password step included (buy-payment.tsx): a double tap on Pay sends
  // one purchase, whose notice and "View my orders" link no later answer replaces.
  const payment = useBuyPayment({
    productId: product.id,
    quantity,
    total: product.price * quantity,
    account: session.data,
    trigger: (input) => buy.trigger(input, { toast: false }),
    busy: buy.isMutating,
    onBought: (result) => {
      setConfirming(false);
      setQuantity(1);
      toast(t('bought'));
      setNotice(
        <>
          {t('boughtNotice', { balance: money(result.balance) })}{' '}
          <Link href={ordersHref} className={styles.inlineLink}>
            {t('viewOrders')}
          </Link>
        </>,
      );
    },
    onRefused: refused,
    onResume: resume,
  });

  async function refused(error: unknown) {
    setConfirming(false);
    const reason = isApiError(error) ? error.reason : undefined;
    if (reason === 'window_closed') {
      await invalidate(['GetAuctionTimeInfo']);
      setNotice(t('refusedClosed'));
    } else if (reason === 'insufficient_balance') {
      setNotice(
        <>
          {t('refusedBalance')}{' '}
          <Link href={rechargeHref} className={styles.inlineLink}>
            {t('recharge')}
          </Link>
        </>,
      );
    } else if (reason === 'sold_out' || reason === 'not_enough_stock') {
      await invalidate(['getProduct']);
      setNotice(reason === 'sold_out' ? t('refusedSoldOut') : t('refusedStock'));
    } else if (reason === 'rate_limited') {
      setNotice(t('refusedRate'));
    } else {
      recheckTermsOn(error);
      setNotice(errorText(error));
    }
  }

  return (
    <article className={styles.page} aria-labelledby="product-name">
      <Gallery
        images={product.images}
        labels={{
          region: t('photos', { name: product.name }),
          open: (n, total) => t('openPhoto', { n, total }),
          photo: (n, total) => t('photo', { name: product.name, n, total }),
          close: t('closePhoto'),
          previous: t('previousPhoto'),
          next: t('nextPhoto'),
          failed: t('previewFailed'),
          none: t('noPhoto'),
        }}
      />
      <section className={styles.section}>
        <div className={styles.priceRow}>
          <span className={styles.price} data-testid="price">
            {money(product.price)}
          </span>
          <Tag tone={status.tone}>
            <span data-testid="product-status">
              {status.key === 'statusClosed' ? t('statusClosed') : tg(status.key)}
            </span>
          </Tag>
        </div>
        <div className={styles.nameRow}>
          <h2 id="product-name" className={styles.name}>
            <ContentText text={product.name} lang={product.lang?.name} />
          </h2>
          <WatchButton productId={product.id} name={product.name} />
        </div>
        <ItemStale product={product} />
        <p className={styles.strip} data-testid="auction-strip">
          {opensAt === 'failed'
            ? t('windowUnknown')
            : auction === null
              ? t('windowLoading')
              : auction.allowBuy
                ? t('windowOpen', { window: auction.window ?? '' })
                : auction.opensAt !== null
                  ? t('windowClosed', { time: formatOpensAt(auction.opensAt, locale) })
                  : t('windowClosedPlain')}
        </p>
      </section>
      <section className={styles.section} aria-labelledby="facts-title">
        <h2 id="facts-title" className={styles.sectionTitle}>
          {t('facts')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('stock')}</dt>
            <dd data-testid="stock">{t('stockValue', { count: product.stock })}</dd>
          </div>
          {/* The row is there while the types load (a line-high bone), so the rows below do not
              move when they arrive; it goes if the types could not be read or the item's type is
              not among them. */}
          {typeName !== undefined || types.isLoading ? (
            <div>
              <dt>{t('type')}</dt>
              <dd lang={type?.lang?.name}>{typeName ?? <Skeleton width={96} height="1lh" />}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('seller')}</dt>
            <dd data-testid="seller">
              {seller.seller === 'you'
                ? t('sellerYou')
                : seller.seller === 'buyer'
                  ? t('sellerBuyer', { id: product.sellerId ?? 0 })
                  : t('sellerPlatform')}
            </dd>
          </div>
        </dl>
        {seller.paysBuyer ? <p className={styles.hint}>{t('consignedHint')}</p> : null}
      </section>
      <TermsUpdate />
      <SaleHistory productId={product.id} />
      <section className={styles.section} aria-labelledby="description-title">
        <h2 id="description-title" className={styles.sectionTitle}>
          {t('description')}
        </h2>
        <ItemDescription
          tree={product.description}
          lang={product.lang?.description}
          empty={<p className={styles.hint}>{t('noDescription')}</p>}
        />
      </section>
      <BuyBar
        product={product}
        auction={auction}
        auctionFailed={opensAt === 'failed'}
        session={session.status}
        user={user}
        busy={buy.isMutating}
        onBuy={() => {
          setNotice(null);
          setConfirming(true);
        }}
        notice={notice}
        rechargeHref={rechargeHref}
        loginHref={loginHref}
        moreHref={moreHref}
        ordersHref={ordersHref}
      />
      {user && confirmShown ? (
        <Suspense fallback={null}>
          <BuyConfirm
            open={confirming}
            name={product.name}
            price={product.price}
            stock={product.stock}
            balance={user.balance}
            quantity={quantity}
            onQuantity={setQuantity}
            busy={buy.isMutating}
            onConfirm={() => {
              setNotice(null);
              payment.start();
            }}
            onClose={() => {
              if (!buy.isMutating) setConfirming(false);
            }}
            rechargeHref={rechargeHref}
          />
        </Suspense>
      ) : null}
      {user ? payment.layers : null}
    </article>
  );
}
