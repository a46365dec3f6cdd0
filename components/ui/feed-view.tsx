'use client';
// CallView for paged reads: a feed hook's answer (use-feeds.ts) as it is, and the screen says only
// what its skeleton, empty state and rows look like. Until the first item is there: the error
// with Retry when the first page failed, the skeleton while it is on its way (or while more pages
// may still hold items), then the empty state; with items: the infinite list (reach-bottom,
// pull-to-refresh, a failed next page inline under the rows, the end line). The empty state is
// inside the list too, so a pull refreshes an empty screen.
import type { ReactNode } from 'react';
import { InfiniteList } from './infinite-list';
import { ErrorState } from './states';

/** The shape every feed hook returns (useX(filters | null, pageSize?)). */
export interface FeedState<T> {
  items: T[];
  error: unknown;
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => Promise<unknown>;
}

export type FeedPhase = 'error' | 'loading' | 'empty' | 'items';

/** What a feed shows now; exported for screens whose other controls follow it (a dialog's confirm). */
export function feedPhase(feed: Pick<FeedState<unknown>, 'items' | 'error' | 'isLoading' | 'hasMore'>): FeedPhase {
  if (feed.items.length > 0) return 'items';
  if (feed.error) return 'error';
  // hasMore with no items: the first page is not there yet (a feed waiting on its filters says no).
  if (feed.isLoading || feed.hasMore) return 'loading';
  return 'empty';
}

export interface FeedViewProps<T> {
  feed: FeedState<T>;
  /** Shown until the first page is there (shaped like the rows). */
  skeleton: ReactNode;
  /** Shown under the rows while the next page loads (a shorter skeleton). */
  loadingMore?: ReactNode;
  /** Shown when the feed has no items at all. */
  empty: ReactNode;
  /** Said under the last row once everything is loaded, e.g. "That is everything". */
  endText?: string;
  /** Above the rows and above the empty state, inside the list (a search's result count). */
  header?: ReactNode;
  /**
   * Inside another surface (a dialog listing one page): the rows as they are, no reach-bottom or
   * pull-to-refresh, and the compact error.
   */
  inline?: boolean;
  children: (items: T[]) => ReactNode;
}

export function FeedView<T>({
  feed,
  skeleton,
  loadingMore,
  empty,
  endText,
  header,
  inline = false,
  children,
}: FeedViewProps<T>) {
  const phase = feedPhase(feed);
  if (phase === 'error') return <ErrorState inline={inline} error={feed.error} onRetry={() => void feed.refresh()} />;
  if (phase === 'loading') return <>{skeleton}</>;
  const content = phase === 'empty' ? empty : children(feed.items);
  if (inline) return <>{content}</>;
  return (
    <InfiniteList
      hasMore={feed.hasMore}
      isLoadingMore={feed.isLoadingMore}
      onLoadMore={feed.loadMore}
      onRefresh={feed.refresh}
      error={feed.error}
      loadingMore={loadingMore}
      endText={phase === 'items' ? endText : undefined}
    >
      {header}
      {content}
    </InfiniteList>
  );
}
