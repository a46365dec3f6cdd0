'use client';
// After-sale (mine/orders/after-sale/?id=<order>): a delivered order's requests to support, each
// as its timeline (what the buyer sent, what support asked, the reply, a refund or a closing with
// its reason), the reply form while support waits for more, and the form to report a problem
// while the server says one may be opened (within the window after delivery, none open, something
// left to refund). The server decides every one of those: the screen shows its answer
// (getAfterSale's canOpen and refusal), never a rule of its own.
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { isApiError } from '@/lib/api/client/api-error';
import { useAfterSale } from '@/lib/api/hooks/use-reads';
import type { CallResult } from '@/lib/api/registry';
import { formatMoney } from '@/lib/format';
import { routeHref } from '@/lib/nav/href';
import { CallView } from '@/components/ui/call-view';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { CaseCard } from './case-card';
import { OpenRequestForm } from './open-request-form';
import { useDateTime } from './use-date-time';
import styles from './aftersale.module.css';

export type AfterSaleOfOrder = CallResult<'getAfterSale'>;
export type AfterSaleCase = AfterSaleOfOrder['cases'][number];

/** The order id of the URL (`?id=`), or null when there is none to read. */
function orderIdOf(value: string | null): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function AfterSaleSkeleton() {
  const t = useTranslations('afterSale');
  return (
    <SkeletonGroup label={t('loading')}>
      <Card>
        <SkeletonText lines={3} />
      </Card>
      <Card>
        <SkeletonText lines={6} />
      </Card>
    </SkeletonGroup>
  );
}

export function AfterSaleScreen() {
  const t = useTranslations('afterSale');
  const locale = useLocale();
  const orderId = orderIdOf(useSearchParams().get('id'));
  const read = useAfterSale(orderId === null ? null : { orderId });
  const toOrders = (
    <Link className={styles.linkButton} href={routeHref(locale, 'orders', { status: 'delivered' })}>
      {t('toOrders')}
    </Link>
  );
  if (orderId === null) return <EmptyState title={t('noOrderTitle')} body={t('noOrderBody')} action={toOrders} />;
  // Another buyer's order answers as one that does not exist: the same words for both.
  if (read.data === undefined && isApiError(read.error) && read.error.reason === 'not_found')
    return <EmptyState title={t('noOrderTitle')} body={t('noOrderBody')} action={toOrders} />;
  return (
    <div className={styles.screen}>
      <CallView call={read} skeleton={<AfterSaleSkeleton />}>
        {(state) => <AfterSaleBody state={state} refresh={() => void read.refresh()} />}
      </CallView>
    </div>
  );
}

function AfterSaleBody({ state, refresh }: { state: AfterSaleOfOrder; refresh: () => void }) {
  const t = useTranslations('afterSale');
  const tr = useTranslations('reasons');
  const locale = useLocale();
  const when = useDateTime();
  const money = (n: number) => formatMoney(n, locale);
  return (
    <>
      <Card title={t('orderTitle')}>
        <dl className={styles.facts} data-testid="after-sale-order">
          <dt>{t('item')}</dt>
          <dd lang={state.lang?.productName}>{state.productName}</dd>
          <dt>{t('paid')}</dt>
          <dd>{money(state.paid)}</dd>
          {state.deliveredAt ? (
            <>
              <dt>{t('delivered')}</dt>
              <dd>
                <time dateTime={state.deliveredAt}>{when(state.deliveredAt)}</time>
              </dd>
            </>
          ) : null}
          {state.openUntil ? (
            <>
              <dt>{t('openUntil')}</dt>
              <dd>
                <time dateTime={state.openUntil}>{when(state.openUntil)}</time>
              </dd>
            </>
          ) : null}
          {state.refunded > 0 ? (
            <>
              <dt>{t('refundedSoFar')}</dt>
              <dd data-testid="after-sale-refunded">{money(state.refunded)}</dd>
            </>
          ) : null}
        </dl>
      </Card>
      {state.cases.length > 0 ? (
        <ul className={styles.cases} aria-label={t('casesLabel')}>
          {state.cases.map((c) => (
            <li key={c.id}>
              <CaseCard item={c} onChanged={refresh} />
            </li>
          ))}
        </ul>
      ) : null}
      {state.canOpen ? (
        <OpenRequestForm orderId={state.orderId} again={state.cases.length > 0} onOpened={refresh} />
      ) : state.cases.length === 0 ? (
        <EmptyState title={t('cannotOpenTitle')} body={state.refusal ? tr(state.refusal) : undefined} />
      ) : null}
    </>
  );
}
