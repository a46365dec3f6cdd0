'use client';
// Orders (mkt23): every order, newest first, filtered by status and buyer id (in the URL); each
// with its item, buyer (phone masked for viewers by the server), amount, status and dates. Ship
// (carrier and tracking number) and Mark delivered from roleMay, the server's field rules under
// their fields. The Exports card downloads CSVs of a date range (orders-exports.tsx).
import { useTranslations } from 'next-intl';
import { useCallback, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Tag } from '@/components/ui/tag';
import { toast } from '@/components/toast/toast-store';
import { useErrorText, useFieldErrorText } from '@/components/ui/use-error-text';
import type { OperatorAnswer } from '@/lib/api/operator/calls';
import { roleMay } from '@/lib/api/operator/facts';
import { orderStatus } from '@/lib/api/schemas/orders';
import { consoleCall } from '@/lib/console/transport';
import { useMe } from './console-screen';
import { ConsoleList } from './console-list';
import { OrderExports } from './order-exports';
import { Paging } from './queue-paging';
import { useConsoleFormat } from './use-console-format';
import { refreshReads, useConsoleRead } from './use-console-read';
import { useConsoleSubmit } from './use-console-submit';
import { pageParam, useQueryState } from './use-query-state';
import styles from './panels.module.css';
import own from './orders-market.module.css';

type Order = OperatorAnswer<'orderList'>['items'][number];
type Status = (typeof orderStatus.options)[number];
const isStatus = (v: string | undefined): v is Status => orderStatus.options.includes(v as Status);

export function OrdersScreen() {
  const t = useTranslations('console.orders');
  const me = useMe();
  const q = useQueryState();
  const rawStatus = q.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const userId = Number(q.get('user'));
  const page = pageParam(q.get('page'));
  const list = useConsoleRead('orderList', {
    page,
    pageSize: 20,
    ...(status ? { status } : {}),
    ...(Number.isInteger(userId) && userId > 0 ? { userId } : {}),
  });
  return (
    <div className={styles.stack}>
      <OrderFilters
        key={`${status ?? ''}-${q.get('user') ?? ''}`}
        status={status ?? ''}
        user={q.get('user') ?? ''}
        onApply={(s, u) => q.set({ status: s, user: u, page: undefined })}
      />
      <ConsoleList
        call={list}
        label={t('list')}
        items={(d) => d.items}
        itemKey={(o) => o.id}
        renderItem={(o) => (
          <OrderRow order={o} canShip={roleMay(me.role, 'orderShip')} canDeliver={roleMay(me.role, 'orderDeliver')} />
        )}
        empty={{ title: t('empty') }}
        footer={(d) => (
          <Paging page={d.page} pageSize={d.pageSize} total={d.total} onPage={(p) => q.set({ page: p })} />
        )}
      />
      <OrderExports />
    </div>
  );
}

function OrderFilters({
  status,
  user,
  onApply,
}: {
  status: string;
  user: string;
  onApply: (status: string, user: string) => void;
}) {
  const t = useTranslations();
  const statusId = useId();
  const [s, setS] = useState(status);
  const [u, setU] = useState(user);
  const [userError, setUserError] = useState<string | undefined>(undefined);
  return (
    <form
      className={`${styles.filters} ${own.fit}`}
      role="search"
      aria-label={t('console.orders.filters')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const trimmed = u.trim();
        if (trimmed !== '' && !/^[1-9]\d{0,9}$/.test(trimmed)) {
          setUserError(t('console.orders.userInvalid'));
          return;
        }
        onApply(s, trimmed);
      }}
    >
      <div className={styles.selectField}>
        <label htmlFor={statusId}>{t('console.orders.status')}</label>
        <select id={statusId} value={s} onChange={(e) => setS(e.target.value)}>
          <option value="">{t('console.orders.allStatuses')}</option>
          {orderStatus.options.map((o) => (
            <option key={o} value={o}>
              {t(`orders.status.${o}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('console.orders.user')}
        inputMode="numeric"
        value={u}
        onChange={(v) => {
          setUserError(undefined);
          setU(v);
        }}
        error={userError}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('console.orders.apply')}</Button>
      </div>
    </form>
  );
}

const TONE: Record<Status, 'success' | 'neutral' | 'warning'> = {
  owned: 'neutral',
  consigned: 'neutral',
  sold: 'neutral',
  delivery_requested: 'warning',
  shipped: 'neutral',
  delivered: 'success',
};

function OrderRow({ order: o, canShip, canDeliver }: { order: Order; canShip: boolean; canDeliver: boolean }) {
  const t = useTranslations();
  const f = useConsoleFormat();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const deliver = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await consoleCall('orderDeliver', { id: o.id });
      toast(t('console.orders.delivered', { id: o.id }));
      await refreshReads('orderList', 'auditList', 'dashboard');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={t('console.orders.title', { id: o.id, name: o.productName })}
      actions={<Tag tone={TONE[o.status]}>{t(`orders.status.${o.status}`)}</Tag>}
    >
      <dl className={styles.facts}>
        <dt>{t('console.orders.buyer')}</dt>
        <dd>{t('console.orders.buyerIs', { id: o.userId, phone: o.phone })}</dd>
        <dt>{t('console.orders.amount')}</dt>
        <dd>{t('console.orders.amountIs', { total: f.money(o.total), n: o.quantity })}</dd>
        <dt>{t('console.orders.kind')}</dt>
        <dd>{t(`console.catalogue.kinds.${o.kind}`)}</dd>
        <dt>{t('console.orders.created')}</dt>
        <dd>{f.dateTime(o.createdAt)}</dd>
        {o.requestedAt ? (
          <>
            <dt>{t('console.orders.requested')}</dt>
            <dd>{f.dateTime(o.requestedAt)}</dd>
          </>
        ) : null}
        {o.shippedAt ? (
          <>
            <dt>{t('console.orders.shipped')}</dt>
            <dd>
              {t('console.orders.shippedWith', {
                at: f.dateTime(o.shippedAt),
                carrier: o.carrier ?? '',
                tracking: o.trackingNo ?? '',
              })}
            </dd>
          </>
        ) : null}
        {o.deliveredAt ? (
          <>
            <dt>{t('console.orders.deliveredAt')}</dt>
            <dd>{f.dateTime(o.deliveredAt)}</dd>
          </>
        ) : null}
      </dl>
      {canShip && o.status === 'delivery_requested' ? <ShipForm id={o.id} /> : null}
      {canDeliver && o.status === 'shipped' ? (
        <div className={styles.actions}>
          <Button variant="secondary" busy={busy} onClick={() => void deliver()}>
            {t('console.orders.markDelivered')}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </Card>
  );
}

const SHIP_FIELDS = ['carrier', 'trackingNo'] as const;

function ShipForm({ id }: { id: number }) {
  const t = useTranslations('console.orders');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const done = useCallback(async () => {
    toast(t('shippedDone', { id }));
    await refreshReads('orderList', 'auditList');
  }, [t, id]);
  const ship = useConsoleSubmit('orderShip', done, SHIP_FIELDS);
  return (
    <form
      className={own.ship}
      aria-label={t('shipLabel', { id })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void ship.submit({ id, carrier: carrier.trim(), trackingNo: trackingNo.trim() });
      }}
    >
      <TextField
        label={t('carrier')}
        value={carrier}
        onChange={(v) => {
          ship.clear('carrier');
          setCarrier(v);
        }}
        error={fieldText(ship.fields.carrier)}
      />
      <TextField
        label={t('trackingNo')}
        value={trackingNo}
        autoCapitalize="characters"
        onChange={(v) => {
          ship.clear('trackingNo');
          setTrackingNo(v);
        }}
        error={fieldText(ship.fields.trackingNo)}
      />
      <div className={styles.filterActions}>
        <Button type="submit" busy={ship.busy}>
          {t('ship')}
        </Button>
      </div>
      {ship.error ? (
        <p className={styles.error} role="alert">
          {errorText(ship.error)}
        </p>
      ) : null}
    </form>
  );
}
