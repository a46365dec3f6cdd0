'use client';
// One named hook per paged read, as an infinite list: useX(filters | null, pageSize?) → { items,
// total, error, isLoading, isLoadingMore, hasMore, loadMore, refresh }. `null` waits.
import type { PagedName } from '../registry';
import { useInfiniteCall, type Filters } from './use-infinite-call';

const list =
  <N extends PagedName>(name: N) =>
  (filters: Filters<N> | null, pageSize?: number) =>
    useInfiniteCall(name, filters, pageSize);

export const useProductFeed = list('getProductList');
export const useOrderList = list('orderList');
export const useRechargePage = list('RechargePage');
export const useWallets = list('WalletsPage');
export const useWithdrawPage = list('WithdrawPage');
export const useScoreRefundPage = list('ScoreRefundPage');
