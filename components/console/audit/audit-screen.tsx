'use client';
// The audit log as a table (issue 42 #6, #7): when, who (through the console or the CLI, from which
// address), what was done to what, and what it changed, in words (./audit-words.tsx). Sorted by
// time either way; filtered by operator (any part of the name), kind (an action or its start) and
// dates; sort, page, size and filters all in the URL.
import { useTranslations } from 'next-intl';
import { Tag } from '@/components/ui/tag';
import { checkInput } from '@/lib/console/transport';
import { DateTimeCell } from '../kit/date-time-cell';
import { ConsoleTable, type TableColumn } from '../kit/console-table';
import { TableFilters } from '../kit/table-filters';
import { useConsoleRead } from '../kit/use-console-read';
import { useTableQuery } from '../kit/use-table-query';
import type { AuditEntry } from './audit-story';
import { AuditStory, AuditTitle } from './audit-words';
import styles from './audit.module.css';

const FILTERS = ['operator', 'kind', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** The filters that are set, as auditList's input fields. */
const setOnly = (f: Readonly<Record<Filter, string | undefined>>) =>
  Object.fromEntries(FILTERS.filter((k) => f[k]).map((k) => [k, f[k]])) as Partial<Record<Filter, string>>;

export function AuditScreen() {
  const t = useTranslations('console.audit');
  // The sort as a plain string: the filter row takes any table's query (its sort is not its business).
  const query = useTableQuery<string, Filter>({ sorts: ['at'], sort: 'at', dir: 'desc', filters: FILTERS });
  const input = {
    page: query.page,
    pageSize: query.size,
    sort: 'at' as const,
    dir: query.dir,
    ...setOnly(query.filters),
  };
  // A link with a filter the call refuses (a date typed by hand) is refused with its field: the
  // filter row shows why under that field (serverError), and the table its error state.
  const read = useConsoleRead('auditList', input);
  const columns: TableColumn<AuditEntry>[] = [
    {
      key: 'at',
      header: t('columns.at'),
      sortable: true,
      firstDir: 'desc',
      cell: (e) => <DateTimeCell at={e.at} />,
    },
    {
      key: 'operator',
      header: t('columns.operator'),
      cell: (e) => (
        <span className={styles.who}>
          <span data-testid="audit-operator">{e.operator}</span>
          {e.via ? <Tag>{t(`via.${e.via}`)}</Tag> : null}
          {e.address ? <span className={styles.meta}>{e.address}</span> : null}
        </span>
      ),
    },
    { key: 'action', header: t('columns.action'), cell: (e) => <AuditTitle entry={e} /> },
    { key: 'details', header: t('columns.details'), cell: (e) => <AuditStory entry={e} /> },
  ];
  return (
    <>
      <TableFilters
        query={query}
        label={t('filters')}
        fields={[
          { key: 'operator', label: t('operator'), hint: t('operatorHint'), kind: 'text' },
          { key: 'kind', label: t('kind'), hint: t('kindHint'), kind: 'text' },
          { key: 'from', label: t('from'), kind: 'date' },
          { key: 'to', label: t('to'), kind: 'date' },
        ]}
        check={(v) => checkInput('auditList', { page: 1, pageSize: query.size, ...setOnly(v) })}
        serverError={read.error}
      />
      <ConsoleTable
        call={read}
        query={query}
        columns={columns}
        rowKey={(e) => e.id}
        label={t('table')}
        empty={{ title: t('empty') }}
      />
    </>
  );
}
