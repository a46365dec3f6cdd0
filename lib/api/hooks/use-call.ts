'use client';
// The generic read hook and the infinite-list hook every named hook is built on.
import { useEffect } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../client/api-error';
import type { CallInput, CallName, CallResult } from '../registry';
import { onInvalidate } from './invalidate';
import { callKey, fetchCall, readConfig, type CallKey } from './keys';

/** Read `name`; pass `null` as input to wait (e.g. until logged in or an id is known). */
export function useCall<N extends CallName>(name: N, input: CallInput<N> | null): SWRResponse<CallResult<N>, ApiError> {
  return useSWR<CallResult<N>, ApiError, CallKey<N> | null>(
    input === null ? null : callKey(name, input),
    fetchCall,
    readConfig,
  );
}

export type PagedName = 'getProductList' | 'orderList' | 'WalletsPage' | 'RechargePage';
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

/** A paged call as an endless list (load more on reaching the bottom). */
export function useInfiniteCall<N extends PagedName>(
  name: N,
  filters: Filters<N> | null,
  pageSize = 20,
): InfiniteList<N> {
  const swr = useSWRInfinite<CallResult<N>, ApiError>(
    (index: number, previous: CallResult<N> | null) => {
      if (filters === null) return null;
      if (previous && previous.page * previous.pageSize >= previous.total) return null;
      return callKey(name, { ...filters, page: index + 1, pageSize } as CallInput<N>);
    },
    fetchCall as (key: CallKey<N>) => Promise<CallResult<N>>,
    { ...readConfig, revalidateFirstPage: false },
  );
  const { data, error, isLoading, size, setSize, mutate } = swr;
  useEffect(() => onInvalidate(name, () => void mutate()), [name, mutate]);
  const pages = data ?? [];
  const last = pages[pages.length - 1];
  const items = pages.flatMap((page) => page.items as Item<N>[]);
  return {
    items,
    total: last?.total ?? 0,
    error,
    isLoading,
    isLoadingMore: isLoading || (size > 0 && data !== undefined && data[size - 1] === undefined),
    hasMore: last === undefined ? filters !== null : last.page * last.pageSize < last.total,
    loadMore: () => void setSize(size + 1),
    refresh: () => mutate(),
  };
}
