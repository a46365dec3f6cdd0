'use client';
// The Orders screen's table (issue 42 #6): every order, sortable by date, amount and id, filtered
// by status and buyer id; the whole query in the URL (URL keys are orderList's fields, so a field
// the server refuses shows under its filter). Rows are selected for bulk shipping; a row opens the
// order's card (ship one, mark delivered) under the table.
import { useTranslations } from 'next-intl';
import type { Key } from 'react';
import { Tag } from '@/components/ui/tag';
import type { ReadState } from '@/components/ui/call-view';
import { ApiError } from '@/lib/api/client/api-error';
import type { OperatorAnswer, OperatorInput } from '@/lib/api/operator/calls';
import type { FieldErrors } from '@/lib/api/reasons';
import { orderStatus } from '@/lib/api/schemas/orders';
import { checkInput } from '@/lib/console/transport';
import { DateTimeCell } from '../kit/date-time-cell';
import { ConsoleTable, type TableColumn, type TableSelection } from '../kit/console-table';
import { TableFilters } from '../kit/table-filters';
import { useConsoleFormat } from '../kit/use-console-format';
import type { TableQuery } from '../kit/use-table-query';
import { TONE, type Status } from './order-row';

export const ORDER_SORTS = ['createdAt', 'total', 'id'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDER_FILTERS = ['status', 'userId'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export type Order = OperatorAnswer<'orderList'>['items'][number];

/** The URL's filters as orderList's input (unknown values are left to the schema to refuse). */
export function orderFilterInput(
  f: Readonly<Record<OrderFilter, string | undefined>>,
): Partial<OperatorInput<'orderList'>> {
  return {
    ...(f.status ? { status: f.status as Status } : {}),
    ...(f.userId ? { userId: f.userId } : {}),
  };
}

export const orderRefusal = (fields: FieldErrors) =>
  new ApiError({ code: 400, status: 400, message: 'invalid input', shown: false, reason: 'invalid_input', fields });

export function OrdersTable({
  read,
  query,
  selection,
  current,
  onOpen,
}: {
  read: ReadState<OperatorAnswer<'orderList'>>;
  query: TableQuery<OrderSort, OrderFilter>;
  selection?: TableSelection;
  current?: Key;
  onOpen: (id: number) => void;
}) {
  const t = useTranslations();
  const f = useConsoleFormat();
  const columns: TableColumn<Order, OrderSort>[] = [
    { key: 'id', header: t('console.orders.order'), cell: (o) => o.id, sortable: true, align: 'end', firstDir: 'desc' },
    {
      key: 'item',
      header: t('console.orders.item'),
      cell: (o) => (o.quantity > 1 ? `${o.productName} × ${o.quantity}` : o.productName),
    },
    {
      key: 'buyer',
      header: t('console.orders.buyer'),
      cell: (o) => t('console.orders.buyerIs', { id: o.userId, phone: o.phone }),
    },
    {
      key: 'total',
      header: t('console.orders.amount'),
      cell: (o) => f.money(o.total),
      sortable: true,
      firstDir: 'desc',
      align: 'end',
    },
    {
      key: 'status',
      header: t('console.orders.status'),
      cell: (o) => <Tag tone={TONE[o.status]}>{t(`orders.status.${o.status}`)}</Tag>,
    },
    {
      key: 'createdAt',
      header: t('console.orders.created'),
      cell: (o) => <DateTimeCell at={o.createdAt} />,
      sortable: true,
      firstDir: 'desc',
    },
    {
      key: 'shipTo',
      header: t('console.orders.shipTo'),
      cell: (o) =>
        o.delivery ? t('console.orders.recipientIs', { name: o.delivery.name, phone: o.delivery.region }) : '—',
    },
    {
      key: 'tracking',
      header: t('console.orders.tracking'),
      cell: (o) => (o.trackingNo ? `${o.carrier ?? ''} ${o.trackingNo}`.trim() : '—'),
    },
  ];
  return (
    <>
      <TableFilters
        query={query}
        label={t('console.orders.filters')}
        check={(v) => checkInput('orderList', orderFilterInput(v))}
        serverError={read.error}
        fields={[
          {
            key: 'status',
            label: t('console.orders.status'),
            kind: 'select',
            options: orderStatus.options.map((s) => ({ value: s, label: t(`orders.status.${s}`) })),
          },
          { key: 'userId', label: t('console.orders.user'), kind: 'text', inputMode: 'numeric' },
        ]}
      />
      <ConsoleTable
        call={read}
        query={query}
        columns={columns}
        rowKey={(o) => o.id}
        label={t('console.orders.list')}
        empty={{ title: t('console.orders.empty') }}
        open={{ label: (o) => t('console.orders.openOrder', { id: o.id }), onOpen: (o) => onOpen(o.id), current }}
        {...(selection
          ? { selection: { ...selection, rowLabel: (o: Order) => t('console.orders.selectOrder', { id: o.id }) } }
          : {})}
      />
    </>
  );
}
