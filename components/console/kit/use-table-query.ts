'use client';
// A table's whole query in the URL (through useQueryState: replaced, not pushed): sort column,
// direction, page, page size and the filters. A reload, a shared link and the return after a
// sign-in open the same rows. Anything the URL holds that the table does not know (a sort column
// off the whitelist, a size not offered, page "x") reads as the default, so a hand-edited link
// never reaches the server as a bad request. Changing the sort, the size or a filter goes back
// to page 1 (page 4 of another order is a different set of rows).
import { useMemo } from 'react';
import { pageParam, useQueryState } from './use-query-state';

export type SortDir = 'asc' | 'desc';

export interface TableQuerySpec<S extends string, F extends string> {
  /** The columns the server may sort by (its whitelist); the first is not special. */
  sorts: readonly S[];
  /** The order before the reader picks one. */
  sort: S;
  dir: SortDir;
  /** URL keys of the filters (their values are strings; the screen turns them into its input). */
  filters?: readonly F[];
  /** Page sizes offered; the first is the default unless `size` says otherwise. */
  sizes?: readonly number[];
  size?: number;
  /** Prefix of every URL key, when two tables share a screen. */
  prefix?: string;
}

export interface TableQuery<S extends string = string, F extends string = string> {
  sort: S;
  dir: SortDir;
  page: number;
  size: number;
  sizes: readonly number[];
  filters: Readonly<Record<F, string | undefined>>;
  // Methods (not function-typed properties), so a TableQuery<'a' | 'b'> is a TableQuery<string>
  // for the kit's components, which only hand back keys the screen gave them.
  /** The same column again flips the direction; another column starts with `firstDir`. */
  toggleSort(column: S, firstDir?: SortDir): void;
  setPage(page: number): void;
  setSize(size: number): void;
  /** Sets (or, with undefined or '', removes) filters; back to page 1. */
  setFilters(changes: Partial<Record<F, string | undefined>>): void;
  /** One string per distinct query (sort, dir, page, size, filters): a selection resets on it. */
  key: string;
}

export const DEFAULT_SIZES = [20, 50, 100] as const;

export function useTableQuery<S extends string, F extends string = never>(
  spec: TableQuerySpec<S, F>,
): TableQuery<S, F> {
  const q = useQueryState();
  const p = spec.prefix ?? '';
  const sizes = spec.sizes ?? DEFAULT_SIZES;
  const rawSort = q.get(`${p}sort`);
  const sort = (spec.sorts as readonly string[]).includes(rawSort ?? '') ? (rawSort as S) : spec.sort;
  const rawDir = q.get(`${p}dir`);
  const dir: SortDir = rawDir === 'asc' || rawDir === 'desc' ? rawDir : spec.dir;
  const page = pageParam(q.get(`${p}page`));
  const rawSize = Number(q.get(`${p}size`));
  const size = sizes.includes(rawSize) ? rawSize : (spec.size ?? sizes[0] ?? 20);
  const filterKeys = spec.filters ?? [];
  const filterValues = filterKeys.map((k) => q.get(`${p}${k}`));
  const filterText = JSON.stringify(filterValues);

  return useMemo(() => {
    const filters = Object.fromEntries(filterKeys.map((k, i) => [k, filterValues[i]])) as Record<F, string | undefined>;
    const prefixed = (changes: Record<string, string | number | undefined>) =>
      Object.fromEntries(Object.entries(changes).map(([k, v]) => [`${p}${k}`, v]));
    return {
      sort,
      dir,
      page,
      size,
      sizes,
      filters,
      toggleSort: (column, firstDir = 'asc') =>
        q.set(
          prefixed({
            sort: column,
            dir: column === sort ? (dir === 'asc' ? 'desc' : 'asc') : firstDir,
            page: undefined,
          }),
        ),
      setPage: (n) => q.set(prefixed({ page: n > 1 ? n : undefined })),
      setSize: (n) => q.set(prefixed({ size: n, page: undefined })),
      setFilters: (changes) => {
        const known = Object.entries(changes).filter(([k]) => (filterKeys as readonly string[]).includes(k));
        q.set(prefixed({ ...Object.fromEntries(known), page: undefined }));
      },
      key: JSON.stringify([sort, dir, page, size, filterText]),
    };
    // filterValues is read through filterText (a new array each render, the same text).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, p, sort, dir, page, size, sizes, filterText]);
}
