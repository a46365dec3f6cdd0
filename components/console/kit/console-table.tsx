'use client';
// The console's one sortable table of a paged read ({ items, total, page, pageSize }).
//
// Usage (the Users screen is the worked example, components/console/users/users-table.tsx):
//
//   const query = useTableQuery({ sorts: ['createdAt', 'balance'], sort: 'createdAt', dir: 'desc',
//                                 filters: ['q', 'frozen'] });           // all of it in the URL
//   const read = useConsoleRead('userList', { sort: query.sort, dir: query.dir, page: query.page,
//                                             pageSize: query.size, ...toInput(query.filters) });
//   <TableFilters query={query} label=… fields={[{ key: 'q', label: …, kind: 'text' }, …]}
//                 check={(v) => checkInput('userList', …)} serverError={read.error} />   // optional
//   <ConsoleTable call={read} query={query} label={t('…')} rowKey={(u) => u.id}
//                 columns={[{ key: 'createdAt', header: t('…'), sortable: true, firstDir: 'desc',
//                             cell: (u) => f.dateTime(u.createdAt) }, …]}
//                 empty={{ title: t('…') }}
//                 open={{ label: (u) => t('open', { id: u.id }), onOpen: (u) => …, current: id }}   // optional
//                 selection={useTableSelection(query)} />                                          // optional
//
// - Sorting: a sortable column's header is a button; its <th> carries aria-sort. The same column
//   again flips the direction; another starts with its `firstDir` (dates and money: 'desc').
//   `column.key` is what the URL and the server's sort whitelist hold.
// - Paging: Previous / Next (kit/queue-paging.tsx) and a page-size select under the table; a
//   page past the last (a link kept while rows went away) offers the first page.
// - States: the read's skeleton, error with Retry, and empty state (CallView); the filter row
//   stays above them, so a filter that finds nothing can be changed.
// - Opening a row: `open` puts a button in the row's first cell (the keyboard's way) and makes the
//   whole row clickable for the mouse; `current` marks the open row with aria-current.
// - Selection (for bulk actions): a checkbox per row and one for every row on this page (mixed
//   when some are). useTableSelection empties it whenever the query changes, so a bulk action
//   acts only on rows the operator can see.
// - Wide tables scroll sideways inside their own focusable region, never the page.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type Key, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CallView, type ReadState } from '@/components/ui/call-view';
import { SkeletonGroup, SkeletonText } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Paging } from './queue-paging';
import type { SortDir, TableQuery } from './use-table-query';
import styles from './console-table.module.css';

export interface TableColumn<T, S extends string = string> {
  /** The column's id; for a sortable column, the sort key the URL and the server use. */
  key: S | (string & {});
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** The direction a first click sorts in (default ascending). */
  firstDir?: SortDir;
  /** Numbers and money line up on the right. */
  align?: 'start' | 'end';
}

export interface PagedAnswer<T> {
  items: readonly T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TableSelection {
  selected: ReadonlySet<Key>;
  onChange: (next: Set<Key>) => void;
}

export interface ConsoleTableProps<T, S extends string> {
  call: ReadState<PagedAnswer<T>>;
  query: TableQuery<S, string>;
  columns: readonly TableColumn<T, S>[];
  rowKey: (row: T) => Key;
  /** Names the table (its caption for assistive technology, and tests). */
  label: string;
  empty: { title: string; body?: string };
  open?: { label: (row: T) => string; onOpen: (row: T) => void; current?: Key };
  selection?: TableSelection & { rowLabel?: (row: T) => string };
}

/** A selection that empties whenever the table's query (sort, page, size, filters) changes. */
export function useTableSelection(query: { key: string }): TableSelection & { clear: () => void } {
  const [state, setState] = useState<{ key: string; selected: Set<Key> }>({ key: query.key, selected: new Set() });
  const selected = state.key === query.key ? state.selected : new Set<Key>();
  return {
    selected,
    onChange: (next) => setState({ key: query.key, selected: next }),
    clear: () => setState({ key: query.key, selected: new Set() }),
  };
}

export function ConsoleTable<T, S extends string>(props: ConsoleTableProps<T, S>) {
  const t = useTranslations('console');
  return (
    <CallView
      call={props.call}
      skeleton={
        <SkeletonGroup label={t('loading')}>
          <SkeletonText lines={Math.min(props.query.size, 8)} />
        </SkeletonGroup>
      }
      isEmpty={(d) => d.total === 0}
      empty={<EmptyState title={props.empty.title} body={props.empty.body} />}
    >
      {(d) => <TableBody {...props} d={d} />}
    </CallView>
  );
}

function TableBody<T, S extends string>({
  d,
  query,
  columns,
  rowKey,
  label,
  open,
  selection,
}: ConsoleTableProps<T, S> & { d: PagedAnswer<T> }) {
  const t = useTranslations('console.table');
  const sizeId = useId();
  if (d.items.length === 0) {
    return (
      <EmptyState
        title={t('pastLast')}
        action={
          <Button variant="secondary" onClick={() => query.setPage(1)}>
            {t('firstPage')}
          </Button>
        }
      />
    );
  }
  const keys = d.items.map(rowKey);
  return (
    <div className={styles.wrap}>
      {/* Focusable so a keyboard can scroll a table wider than the screen (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className={styles.pick}>
                  <PageCheckbox keys={keys} selection={selection} label={t('selectPage')} />
                </th>
              ) : null}
              {columns.map((c) => (
                <HeaderCell key={c.key} column={c} query={query} />
              ))}
            </tr>
          </thead>
          <tbody>
            {d.items.map((row, i) => {
              const key = keys[i] as Key;
              const isCurrent = open?.current !== undefined && open.current === key;
              return (
                <tr
                  key={key}
                  className={open ? styles.openable : undefined}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={
                    open
                      ? (e) => {
                          // A click on the row's own controls (checkbox, button, link) is theirs.
                          if ((e.target as HTMLElement).closest('button, a, input, label, select')) return;
                          open.onOpen(row);
                        }
                      : undefined
                  }
                >
                  {selection ? (
                    <td className={styles.pick}>
                      <input
                        type="checkbox"
                        className={styles.box}
                        aria-label={selection.rowLabel?.(row) ?? t('selectRow', { n: i + 1 })}
                        checked={selection.selected.has(key)}
                        onChange={(e) => {
                          const next = new Set(selection.selected);
                          if (e.target.checked) next.add(key);
                          else next.delete(key);
                          selection.onChange(next);
                        }}
                      />
                    </td>
                  ) : null}
                  {columns.map((c, ci) => (
                    <td key={c.key} className={c.align === 'end' ? styles.end : undefined}>
                      {open && ci === 0 ? (
                        <button
                          type="button"
                          className={styles.open}
                          aria-label={open.label(row)}
                          onClick={() => open.onOpen(row)}
                        >
                          {c.cell(row)}
                        </button>
                      ) : (
                        c.cell(row)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={styles.footer}>
        <Paging page={d.page} pageSize={d.pageSize} total={d.total} onPage={(p) => query.setPage(p)} />
        {d.total > d.pageSize ? <p className={styles.total}>{t('total', { n: d.total })}</p> : null}
        <div className={styles.size}>
          <label htmlFor={sizeId}>{t('pageSize')}</label>
          <select id={sizeId} value={query.size} onChange={(e) => query.setSize(Number(e.target.value))}>
            {query.sizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {selection && selection.selected.size > 0 ? (
          <p className={styles.total} role="status">
            {t('selected', { n: selection.selected.size })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function HeaderCell<T, S extends string>({ column: c, query }: { column: TableColumn<T, S>; query: TableQuery<S> }) {
  const sorted = c.sortable && query.sort === c.key ? query.dir : undefined;
  const className = c.align === 'end' ? styles.end : undefined;
  if (!c.sortable) {
    return (
      <th scope="col" className={className}>
        {c.header}
      </th>
    );
  }
  return (
    <th
      scope="col"
      className={className}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className={styles.sort} onClick={() => query.toggleSort(c.key as S, c.firstDir)}>
        {c.header}
        <span aria-hidden="true" className={sorted ? styles.arrowOn : styles.arrow}>
          {sorted === 'desc' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}

function PageCheckbox({ keys, selection, label }: { keys: readonly Key[]; selection: TableSelection; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const on = keys.filter((k) => selection.selected.has(k)).length;
  const all = on > 0 && on === keys.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = on > 0 && !all;
  }, [on, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.box}
      aria-label={label}
      checked={all}
      onChange={(e) => {
        const next = new Set(selection.selected);
        for (const k of keys) {
          if (e.target.checked) next.add(k);
          else next.delete(k);
        }
        selection.onChange(next);
      }}
    />
  );
}
