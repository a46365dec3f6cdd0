'use client';
// The Users screen's table (issue 42 #5): every user, sortable by registration, last sign-in,
// balance and id, searched by part of a phone number, nickname or invitation code, filtered by
// account state, identity status and registration days; the whole query in the URL. A row opens
// the user's detail (the screen's `id`). URL keys are the call's fields (q, frozen, identity, from,
// to), so a field error the server names shows under its filter.
import { useTranslations } from 'next-intl';
import type { Key } from 'react';
import { Tag } from '@/components/ui/tag';
import { ApiError } from '@/lib/api/client/api-error';
import type { OperatorAnswer, OperatorInput } from '@/lib/api/operator/calls';
import type { FieldErrors } from '@/lib/api/reasons';
import { checkInput } from '@/lib/console/transport';
import { DateTimeCell } from '../kit/date-time-cell';
import { ConsoleTable, type TableColumn } from '../kit/console-table';
import { TableFilters } from '../kit/table-filters';
import { useConsoleFormat } from '../kit/use-console-format';
import { useConsoleRead } from '../kit/use-console-read';
import { useTableQuery } from '../kit/use-table-query';

const SORTS = ['createdAt', 'lastSignInAt', 'balance', 'id'] as const;
type Sort = (typeof SORTS)[number];
const FILTERS = ['q', 'frozen', 'identity', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const IDENTITY = ['none', 'pending', 'verified', 'rejected'] as const;
type Row = OperatorAnswer<'userList'>['items'][number];

/** The URL's filters as userList's input (unknown choices are left to the schema to refuse). */
function filterInput(f: Readonly<Record<Filter, string | undefined>>): Partial<OperatorInput<'userList'>> {
  return {
    ...(f.q ? { q: f.q } : {}),
    ...(f.frozen ? { frozen: f.frozen as 'true' | 'false' } : {}),
    ...(f.identity ? { identity: f.identity as (typeof IDENTITY)[number] } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

const checkFilters = (f: Record<Filter, string | undefined>) => checkInput('userList', filterInput(f));

const refusal = (fields: FieldErrors) =>
  new ApiError({ code: 400, status: 400, message: 'invalid input', shown: false, reason: 'invalid_input', fields });

export function UsersTable({ current, onOpen }: { current?: Key; onOpen: (id: number) => void }) {
  const t = useTranslations('console.users');
  const tAccount = useTranslations('account');
  const f = useConsoleFormat();
  const query = useTableQuery<Sort, Filter>({ sorts: SORTS, sort: 'createdAt', dir: 'desc', filters: FILTERS });
  const input = {
    sort: query.sort,
    dir: query.dir,
    page: query.page,
    pageSize: query.size,
    ...filterInput(query.filters),
  };
  // A hand-edited link with a bad filter is not sent: the table says so, the filter row names the field.
  const bad = checkInput('userList', input);
  const answer = useConsoleRead('userList', bad ? null : input);
  const read = bad ? { ...answer, error: refusal(bad) } : answer;

  const columns: TableColumn<Row, Sort>[] = [
    { key: 'id', header: t('list.id'), cell: (u) => u.id, sortable: true, align: 'end' },
    { key: 'phone', header: t('kinds.phone'), cell: (u) => u.phone },
    { key: 'nickname', header: t('nickname'), cell: (u) => u.nickname ?? '—' },
    { key: 'code', header: t('code'), cell: (u) => u.invitationCode ?? '—' },
    {
      key: 'createdAt',
      header: t('list.registered'),
      cell: (u) => <DateTimeCell at={u.createdAt} />,
      sortable: true,
      firstDir: 'desc',
    },
    {
      key: 'lastSignInAt',
      header: t('list.lastSignIn'),
      cell: (u) => (u.lastSignInAt ? <DateTimeCell at={u.lastSignInAt} /> : t('list.never')),
      sortable: true,
      firstDir: 'desc',
    },
    {
      key: 'balance',
      header: t('list.balance'),
      cell: (u) => f.money(u.balance),
      sortable: true,
      firstDir: 'desc',
      align: 'end',
    },
    { key: 'identity', header: t('identity'), cell: (u) => tAccount(`identityStatus.${u.identityStatus}`) },
    {
      key: 'frozen',
      header: t('list.account'),
      cell: (u) => <Tag tone={u.frozen ? 'error' : 'success'}>{u.frozen ? t('frozen') : t('active')}</Tag>,
    },
  ];

  return (
    <>
      <TableFilters
        query={query}
        label={t('list.filters')}
        check={checkFilters}
        serverError={read.error}
        fields={[
          { key: 'q', label: t('list.search'), kind: 'text', hint: t('list.searchHint') },
          {
            key: 'frozen',
            label: t('list.account'),
            kind: 'select',
            options: [
              { value: 'false', label: t('active') },
              { value: 'true', label: t('frozen') },
            ],
          },
          {
            key: 'identity',
            label: t('identity'),
            kind: 'select',
            options: IDENTITY.map((s) => ({ value: s, label: tAccount(`identityStatus.${s}`) })),
          },
          { key: 'from', label: t('list.from'), kind: 'date' },
          { key: 'to', label: t('list.to'), kind: 'date' },
        ]}
      />
      <ConsoleTable
        call={read}
        query={query}
        columns={columns}
        rowKey={(u) => u.id}
        label={t('list.label')}
        empty={{ title: t('list.none'), body: t('list.noneBody') }}
        open={{ label: (u) => t('list.openUser', { id: u.id }), onOpen: (u) => onOpen(u.id), current }}
      />
    </>
  );
}
