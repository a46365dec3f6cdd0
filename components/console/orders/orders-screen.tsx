'use client';
// Orders (mkt23): every order, newest first, filtered by status and buyer id (in the URL); each
// with its item, buyer (phone masked for viewers by the server), amount, status and dates. Ship
// (carrier and tracking number) and Mark delivered from roleMay, the server's field rules under
// their fields. The Exports card downloads CSVs of a date range (order-exports.tsx).
import { useTranslations } from 'next-intl';
import { roleMay } from '@/lib/api/operator/facts';
import { orderStatus } from '@/lib/api/schemas/orders';
import { useMe } from '../kit/console-screen';
import { ConsoleList } from '../kit/console-list';
import { Paging } from '../kit/queue-paging';
import { useConsoleRead } from '../kit/use-console-read';
import { pageParam, useQueryState } from '../kit/use-query-state';
import { OrderExports } from './order-exports';
import { OrderFilters } from './order-filters';
import { OrderRow, type Status } from './order-row';
import styles from '../kit/panels.module.css';

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
