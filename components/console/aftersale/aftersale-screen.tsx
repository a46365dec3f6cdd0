'use client';
// After-sale (issue 37 #5): the queue of buyers' requests about delivered orders. Status chips
// (the open ones first: new, waiting for the buyer, a refund waiting for its second approval) and
// the table with its paging, all in the URL; a row opens the case under the table (`case` in the
// URL): the order, every step with the buyer's photos, and support's actions (./case-panel.tsx).
// The row keeps to what tells requests apart at 1280 px (when it was opened and what was refunded
// are in the case).
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Chips } from '@/components/ui/chips';
import { Tag } from '@/components/ui/tag';
import type { OperatorAnswer, OperatorInput } from '@/lib/api/operator/calls';
import { ConsoleTable, type TableColumn } from '../kit/console-table';
import { DateTimeCell } from '../kit/date-time-cell';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import { useQueryState } from '../kit/use-query-state';
import { useTableQuery } from '../kit/use-table-query';
import { CasePanel } from './case-panel';
import { STATUS_TONE } from './status';
import styles from '../kit/panels.module.css';

type Filter = NonNullable<OperatorInput<'afterSaleQueue'>['status']>;
type Row = OperatorAnswer<'afterSaleQueue'>['items'][number];

/** The chips, the default first (left out of the URL). */
export const FILTERS = [
  'open',
  'info_requested',
  'refund_pending',
  'refunded',
  'rejected',
  'all',
] as const satisfies readonly Filter[];

export function AfterSaleScreen() {
  const t = useTranslations('console.afterSale');
  const f = useConsoleFormat();
  const q = useQueryState();
  // The queue has one order (oldest activity first, the server's): no column sorts.
  const query = useTableQuery({ sorts: ['updatedAt'], sort: 'updatedAt', dir: 'asc', filters: ['status'] });
  const status = FILTERS.find((s) => s === query.filters.status) ?? FILTERS[0];
  const read = useConsoleRead('afterSaleQueue', { status, page: query.page, pageSize: query.size });
  const opened = Number(q.get('case'));
  const openId = Number.isInteger(opened) && opened > 0 ? opened : undefined;
  const panel = useRef<HTMLDivElement>(null);
  const chose = useRef(false);
  useEffect(() => {
    // Only after a choice here (never on a reload of a shared link): go to the case, focus too.
    if (!chose.current || openId === undefined) return;
    chose.current = false;
    panel.current?.scrollIntoView({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [openId]);

  const columns: TableColumn<Row>[] = [
    { key: 'id', header: t('case'), cell: (r) => `#${r.id}`, align: 'end' },
    { key: 'item', header: t('item'), cell: (r) => r.productName },
    { key: 'buyer', header: t('buyer'), cell: (r) => t('buyerIs', { id: r.userId, phone: r.phone }) },
    { key: 'kind', header: t('kindColumn'), cell: (r) => t(`kind.${r.kind}`) },
    {
      key: 'status',
      header: t('statusColumn'),
      cell: (r) => <Tag tone={STATUS_TONE[r.status]}>{t(`status.${r.status}`)}</Tag>,
    },
    { key: 'updatedAt', header: t('updated'), cell: (r) => <DateTimeCell at={r.updatedAt} /> },
    { key: 'paid', header: t('paid'), cell: (r) => f.money(r.paid), align: 'end' },
  ];

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('intro')}</p>
      <Chips
        label={t('filter')}
        options={FILTERS.map((s) => ({ value: s, label: t(`filters.${s}`) }))}
        value={status}
        onChange={(s) => query.setFilters({ status: s === FILTERS[0] ? undefined : s })}
      />
      <ConsoleTable
        call={read}
        query={query}
        columns={columns}
        rowKey={(r) => r.id}
        label={t('list')}
        empty={{ title: t('empty'), body: t('emptyBody') }}
        open={{
          label: (r) => t('openCase', { id: r.id }),
          onOpen: (r) => {
            chose.current = true;
            q.set({ case: r.id });
          },
          current: openId,
        }}
      />
      {openId !== undefined ? (
        <div ref={panel} tabIndex={-1} role="region" aria-label={t('openCase', { id: openId })}>
          <CasePanel id={openId} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => q.set({ case: undefined })}>
              {t('close')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
