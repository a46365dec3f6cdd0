'use client';
// The infinite-list hook every paged read (registry `paged: true`) is built on: pages load as the
// screen asks for more. Apart from use-call.ts so screens without a list do not load swr/infinite.
import { useDeferredValue, useEffect } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/api-error';
import type { CallInput, CallResult, PagedName } from '../registry';
import { onInvalidate } from './invalidate';
import { onPatch } from './patch';
import { callKey, fetchCall, readConfig, type CallKey } from './keys';
import { useRecalled } from './recalled';

/** A paged call's input without the paging: what a screen filters by. */
export type Filters<N extends PagedName> = Omit<CallInput<N>, 'page' | 'pageSize'>;
type Item<N extends PagedName> = CallResult<N>['items'][number];

export interface InfiniteList<N extends PagedName> {
  items: Item<N>[];
  total: number;
  error: ApiError | undefined;
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => Promise<unknown>;
}

export const DEFAULT_PAGE_SIZE = 20;

/** A paged call (registry `paged: true`) as an endless list (load more on reaching the bottom). */
export function useInfiniteCall<N extends PagedName>(
  name: N,
  filters: Filters<N> | null,
  pageSize = DEFAULT_PAGE_SIZE,
): InfiniteList<N> {
  // This user's last first page, shown while the read is out (recalled.ts).
  const recalled = useRecalled<CallResult<N>>(name, filters === null ? null : { ...filters, page: 1, pageSize });
  const swr = useSWRInfinite<CallResult<N>, ApiError>(
    (index: number, previous: CallResult<N> | null) => {
      if (filters === null) return null;
      if (previous && previous.page * previous.pageSize >= previous.total) return null;
      return callKey(name, { ...filters, page: index + 1, pageSize } as CallInput<N>);
    },
    fetchCall as (key: CallKey<N>) => Promise<CallResult<N>>,
    recalled === undefined
      ? { ...readConfig, revalidateFirstPage: false }
      : { ...readConfig, revalidateFirstPage: false, fallbackData: [recalled] },
  );
  const { data, error, size, setSize, mutate } = swr;
  const isLoading = swr.isLoading && data === undefined;
  useEffect(() => onInvalidate(name, () => void mutate()), [name, mutate]);
  useEffect(
    () => onPatch(name, (patch) => void mutate((pages) => pages?.map((page) => patch(page) as CallResult<N>), false)),
    [name, mutate],
  );
  const pages = data ?? [];
  const last = pages[pages.length - 1];
  const all = pages.flatMap((page) => page.items as Item<N>[]);
  // The first page's items render at transition priority, in slices, while the list still shows
  // its skeleton (as components/ui/call-view.tsx does for one answer, and for the same reason: a
  // store update renders synchronously, and a page of cards is a long task). Later pages and
  // updates render at once.
  const arrived = useDeferredValue(all.length > 0);
  const items = arrived ? all : [];
  return {
    items,
    total: last?.total ?? 0,
    error,
    isLoading: isLoading || (all.length > 0 && !arrived),
    isLoadingMore: isLoading || (size > 0 && data !== undefined && data[size - 1] === undefined),
    hasMore: last === undefined ? filters !== null : last.page * last.pageSize < last.total,
    loadMore: () => void setSize(size + 1),
    refresh: () => mutate(),
  };
}
