'use client';
// Orders (mkt23, issue 42 #6 and #8): the table of every order (./orders-table.tsx: sort, status
// and buyer filters, paging, all in the URL); support and admin select orders to ship them at
// once (./bulk-ship.tsx); a row opens the order's card under the table (ship one, with the
// address; mark delivered), its id in the URL too. The Exports card downloads CSVs of a date range.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { roleMay } from '@/lib/api/operator/facts';
import { BULK_MAX } from '@/lib/api/operator/groups/bulk';
import { checkInput } from '@/lib/console/transport';
import { useMe } from '../kit/console-screen';
import { useTableSelection } from '../kit/console-table';
import { useConsoleRead } from '../kit/use-console-read';
import { useQueryState } from '../kit/use-query-state';
import { useTableQuery } from '../kit/use-table-query';
import { BulkShip } from './bulk-ship';
import { OrderExports } from './order-exports';
import { OrderRow } from './order-row';
import {
  ORDER_FILTERS,
  ORDER_SORTS,
  orderFilterInput,
  orderRefusal,
  OrdersTable,
  type OrderFilter,
  type OrderSort,
} from './orders-table';
import styles from '../kit/panels.module.css';

export function OrdersScreen() {
  const t = useTranslations('console');
  const me = useMe();
  const q = useQueryState();
  const query = useTableQuery<OrderSort, OrderFilter>({
    sorts: ORDER_SORTS,
    sort: 'createdAt',
    dir: 'desc',
    filters: ORDER_FILTERS,
  });
  const input = {
    sort: query.sort,
    dir: query.dir,
    page: query.page,
    pageSize: query.size,
    ...orderFilterInput(query.filters),
  };
  // A hand-edited link with a bad filter is not sent: the filter row names the field.
  const bad = checkInput('orderList', input);
  const answer = useConsoleRead('orderList', bad ? null : input);
  const read = bad ? { ...answer, error: orderRefusal(bad) } : answer;
  const canShip = roleMay(me.role, 'orderShipBulk');
  const selection = useTableSelection(query);
  const [shipping, setShipping] = useState(false);
  const opened = Number(q.get('order'));
  const openId = Number.isInteger(opened) && opened > 0 ? opened : undefined;
  const openRow = read.data?.items.find((o) => o.id === openId);
  const card = useRef<HTMLDivElement>(null);
  const chose = useRef(false);
  useEffect(() => {
    // Only after a choice here (never on a reload of a shared link): go to the card, focus too.
    if (!chose.current || openId === undefined) return;
    chose.current = false;
    card.current?.scrollIntoView({ block: 'start' });
    card.current?.focus({ preventScroll: true });
  }, [openId]);

  const selected = (read.data?.items ?? []).filter((o) => selection.selected.has(o.id));
  const shippable = selected.filter((o) => o.status === 'delivery_requested');
  const tooMany = shippable.length > BULK_MAX;
  return (
    <div className={styles.stack}>
      <OrdersTable
        read={read}
        query={query}
        current={openId}
        onOpen={(id) => {
          chose.current = true;
          q.set({ order: id });
        }}
        {...(canShip ? { selection } : {})}
      />
      {canShip && selection.selected.size > 0 && !shipping ? (
        <div className={styles.actions}>
          <Button onClick={() => setShipping(true)} disabled={tooMany || shippable.length === 0}>
            {t('orders.shipSelected', { n: shippable.length })}
          </Button>
          <Button variant="secondary" onClick={() => selection.onChange(new Set())}>
            {t('bulk.clear')}
          </Button>
          {tooMany ? <p className={styles.muted}>{t('bulk.tooMany', { max: BULK_MAX })}</p> : null}
          {shippable.length === 0 ? <p className={styles.muted}>{t('orders.noneShippable')}</p> : null}
        </div>
      ) : null}
      {shipping ? (
        <BulkShip
          orders={shippable}
          leftOut={selected.length - shippable.length}
          onClose={() => {
            setShipping(false);
            selection.onChange(new Set());
          }}
        />
      ) : null}
      {openRow ? (
        <div ref={card} tabIndex={-1} role="region" aria-label={t('orders.openOrder', { id: openRow.id })}>
          <OrderRow
            order={openRow}
            canShip={roleMay(me.role, 'orderShip')}
            canDeliver={roleMay(me.role, 'orderDeliver')}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => q.set({ order: undefined })}>
              {t('bulk.close')}
            </Button>
          </div>
        </div>
      ) : null}
      <OrderExports />
    </div>
  );
}
