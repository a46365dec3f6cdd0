'use client';
// My orders (mine/orders/): status tabs (chips, kept in the URL as ?status=), a paged list of
// orders, and what can be done with an owned item: consign it (WeiPai) at a price the owner sets,
// consign every owned item at once (one-key WeiPai, after a confirmation listing them), or ask
// for it to be delivered to one of the user's addresses (pickup). With `pickup` it is the pickup
// goods tab (goods/pickup/): only what the buyer owns and can have delivered, no status tabs.
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useOrderList } from '@/lib/api/hooks/use-feeds';
import type { CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { setIntent } from '@/lib/nav/stack';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips';
import { Image } from '@/components/ui/image';
import { FeedView } from '@/components/ui/feed-view';
import { Skeleton, SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tag, type TagTone } from '@/components/ui/tag';
import { SuspendedNote } from '@/components/ui/suspended-note';
import { TermsUpdate } from '@/components/ui/terms-update';
import { useSuspended } from '@/lib/session/use-suspended';
import { afterLoad } from '@/lib/after-load';
// The sheets' styles load with the screen, not with their lazy chunks: a lazily loaded
// component's CSS can arrive after it renders (docs/architecture.md, lazy parts).
import '@/components/ui/dialog.module.css';
import '@/components/ui/field.module.css';
import '@/components/ui/form.module.css';
import { OrderShipment } from './order-shipment';
import { OrderTimeline } from './order-timeline';
import styles from './orders.module.css';

// The consign and delivery sheets and the consign-all dialog open only after a tap: their code
// (with the dialog's, the fields' and the address form's) is not in the orders routes' first load
// (issue 39); it is fetched in idle time once the page has loaded, so the first tap finds it ready.
const loadConsignSheet = () => import('./consign-sheet').then((m) => ({ default: m.ConsignSheet }));
const loadDeliverySheet = () => import('./delivery-sheet').then((m) => ({ default: m.DeliverySheet }));
const loadConsignAllDialog = () => import('./consign-all-dialog').then((m) => ({ default: m.ConsignAllDialog }));
const ConsignSheet = lazy(loadConsignSheet);
const DeliverySheet = lazy(loadDeliverySheet);
const ConsignAllDialog = lazy(loadConsignAllDialog);

export type Order = CallResult<'orderList'>['items'][number];
export type OrderStatus = Order['status'];
export const ORDERS_PAGE_SIZE = 10;

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'owned',
  'consigned',
  'sold',
  'delivery_requested',
  'shipped',
  'delivered',
];

export const STATUS_TONE: Record<OrderStatus, TagTone> = {
  owned: 'success',
  consigned: 'warning',
  sold: 'accent',
  delivery_requested: 'warning',
  shipped: 'neutral',
  delivered: 'neutral',
};

function readStatus(value: string | null): OrderStatus | undefined {
  return ORDER_STATUSES.find((s) => s === value);
}

export function OrdersSkeleton({ count = 3 }: { count?: number }) {
  const t = useTranslations('orders');
  return (
    <SkeletonGroup label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <div className={styles.row}>
            <Skeleton width={72} height={72} radius={8} />
            <span className={styles.grow}>
              <SkeletonText lines={3} />
            </span>
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

export function OrdersScreen({ pickup = false }: { pickup?: boolean } = {}) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const asked = readStatus(useSearchParams().get('status'));
  const status = pickup ? 'owned' : asked;
  const feed = useOrderList(status ? { status } : {}, ORDERS_PAGE_SIZE);
  const [consigning, setConsigning] = useState<Order | null>(null);
  const [delivering, setDelivering] = useState<Order | null>(null);
  const [consignAll, setConsignAll] = useState(false);
  // Mounted from its first opening on, as it was before it loaded lazily.
  const [consignAllShown, setConsignAllShown] = useState(false);
  if (consignAll && !consignAllShown) setConsignAllShown(true);
  useEffect(
    () =>
      afterLoad(() => {
        void loadConsignSheet();
        void loadDeliverySheet();
        if (!pickup) void loadConsignAllDialog();
      }),
    [pickup],
  );
  // A suspended account cannot consign (403 account_frozen): the buttons are disabled with the
  // reason; asking for delivery still works (issue 37 #2).
  const suspended = useSuspended();

  const chooseStatus = useCallback((next: string) => {
    const search = next === 'all' ? '' : `?status=${next}`;
    setIntent('redirect');
    window.history.replaceState(null, '', `${window.location.pathname}${search}`);
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <>
      {/* Consigning is refused (terms_outdated) until new terms are accepted: the card says so here too. */}
      <TermsUpdate />
      {pickup ? (
        <div className={styles.toolbar}>
          <p className={styles.toolbarText}>{t('pickupIntro')}</p>
          <Link className={styles.linkButton} href={routeHref(locale, 'orders', { status: 'delivery_requested' })}>
            {t('pickupInProgress')}
          </Link>
        </div>
      ) : (
        <Chips
          sticky
          label={t('filterLabel')}
          value={status ?? 'all'}
          onChange={chooseStatus}
          options={[
            { value: 'all', label: t('all') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
      )}
      {!pickup && (status === undefined || status === 'owned') ? (
        <div className={styles.toolbar}>
          <p className={styles.toolbarText}>{t('consignAllHint')}</p>
          <SuspendedNote suspended={suspended} id="consign-suspended" />
          <Button
            variant="secondary"
            onClick={() => setConsignAll(true)}
            data-testid="consign-all"
            disabled={suspended}
            aria-describedby={suspended ? 'consign-suspended' : undefined}
          >
            {t('consignAll')}
          </Button>
        </div>
      ) : null}
      <FeedView
        feed={feed}
        skeleton={<OrdersSkeleton />}
        loadingMore={<OrdersSkeleton count={1} />}
        endText={t('end')}
        empty={
          <EmptyState
            title={
              pickup
                ? t('pickupEmptyTitle')
                : status
                  ? t('emptyStatusTitle', { status: t(`status.${status}`) })
                  : t('emptyTitle')
            }
            body={pickup ? t('pickupEmptyBody') : t('emptyBody')}
            action={
              <Link className={styles.linkButton} href={routeHref(locale, 'goods')}>
                {t('browse')}
              </Link>
            }
          />
        }
      >
        {(orders) => (
          <ul className={styles.list} aria-label={pickup ? t('pickupListLabel') : t('listLabel')}>
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onConsign={setConsigning} onDeliver={setDelivering} suspended={suspended} />
              </li>
            ))}
          </ul>
        )}
      </FeedView>
      {/* One boundary each: a sheet still loading never hides another that is open. */}
      {consigning ? (
        <Suspense fallback={null}>
          <ConsignSheet key={consigning.id} order={consigning} onClose={() => setConsigning(null)} />
        </Suspense>
      ) : null}
      {delivering ? (
        <Suspense fallback={null}>
          <DeliverySheet key={delivering.id} order={delivering} onClose={() => setDelivering(null)} />
        </Suspense>
      ) : null}
      {consignAllShown ? (
        <Suspense fallback={null}>
          <ConsignAllDialog open={consignAll} onClose={() => setConsignAll(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function OrderCard({
  order,
  onConsign,
  onDeliver,
  suspended,
}: {
  order: Order;
  onConsign: (o: Order) => void;
  onDeliver: (o: Order) => void;
  suspended: boolean;
}) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const money = (n: number) => formatMoney(n, locale);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <article
      className={styles.card}
      aria-labelledby={`order-${order.id}`}
      data-testid="order"
      data-status={order.status}
    >
      <div className={styles.row}>
        <Image src={order.productImage?.thumb} alt="" width={72} height={72} className={styles.thumb} />
        <div className={styles.grow}>
          <h2 id={`order-${order.id}`} className={styles.name}>
            {order.productName}
          </h2>
          {/* The tag under the name, not beside it: "Livraison demandée" took a third of the row. */}
          <div className={styles.heading}>
            <p className={styles.meta}>{t('line', { quantity: order.quantity, price: money(order.price) })}</p>
            <Tag tone={STATUS_TONE[order.status]}>{t(`status.${order.status}`)}</Tag>
          </div>
          <p className={styles.total}>{t('total', { total: money(order.total) })}</p>
        </div>
      </div>
      <OrderTimeline order={order} id={order.id} />
      {order.status === 'consigned' && order.askingPrice !== null ? (
        <p className={styles.meta}>
          {t('askingSince', {
            price: money(order.askingPrice),
            date: order.consignedAt ? date(order.consignedAt) : '',
          })}
        </p>
      ) : null}
      {order.status === 'sold' && order.askingPrice !== null ? (
        <p className={styles.meta}>
          {t('soldFor', { price: money(order.askingPrice), date: order.soldAt ? date(order.soldAt) : '' })}
        </p>
      ) : null}
      <OrderShipment order={order} />
      {/* Every delivered order: the after-sale screen says whether a request can still be opened
          (the window is a server setting) and shows the requests already made. */}
      {order.status === 'delivered' ? (
        <div className={styles.actions}>
          <Link
            className={styles.secondaryLink}
            href={routeHref(locale, 'afterSale', { id: order.id })}
            data-testid="report-problem"
          >
            {t('reportProblem')}
          </Link>
        </div>
      ) : null}
      {order.status === 'owned' ? (
        <>
          <SuspendedNote suspended={suspended} id={`consign-suspended-${order.id}`} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => onDeliver(order)}>
              {t('deliver')}
            </Button>
            <Button
              onClick={() => onConsign(order)}
              disabled={suspended}
              aria-describedby={suspended ? `consign-suspended-${order.id}` : undefined}
            >
              {t('consign')}
            </Button>
          </div>
        </>
      ) : null}
    </article>
  );
}
