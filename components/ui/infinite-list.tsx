'use client';
// A list that loads more near the bottom and refreshes on a pull at the top.
// - Reach-bottom: a sentinel 50 px before the end (IntersectionObserver rootMargin) asks for the
//   next page, at most once per 350 ms, and again after each page while it is still in view.
// - Pull-to-refresh: a downward touch drag that starts at the very top; released past 45 px it
//   refreshes. The indicator is a status region, so the refresh is announced.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorState } from './states';
import styles from './infinite-list.module.css';

export const PULL_THRESHOLD_PX = 45;
export const REACH_BOTTOM_PX = 50;
export const REACH_BOTTOM_DEBOUNCE_MS = 350;

export interface InfiniteListProps {
  children: ReactNode;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRefresh?: () => Promise<unknown> | void;
  /** A failed next page: shown under the items with Retry (the items stay). */
  error?: unknown;
  /** Shown while the next page loads (card skeletons). */
  loadingMore?: ReactNode;
  /** Said under the last item, e.g. "That is everything". */
  endText?: string;
}

export function InfiniteList({
  children,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRefresh,
  error,
  loadingMore,
  endText,
}: InfiniteListProps) {
  const t = useTranslations('ui');
  const sentinel = useRef<HTMLDivElement>(null);
  const lastAsk = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef({ hasMore, isLoadingMore, onLoadMore, error });
  useEffect(() => {
    latest.current = { hasMore, isLoadingMore, onLoadMore, error };
  });

  // Re-observing after every page makes the observer report again when the sentinel is still in
  // view (a short first page), so the list keeps filling the screen.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || isLoadingMore || error) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const now = Date.now();
      const wait = lastAsk.current + REACH_BOTTOM_DEBOUNCE_MS - now;
      if (wait > 0) {
        timer = setTimeout(ask, wait);
        return;
      }
      const state = latest.current;
      if (!state.hasMore || state.isLoadingMore || state.error) return;
      lastAsk.current = now;
      state.onLoadMore();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) ask();
      },
      { rootMargin: `0px 0px ${REACH_BOTTOM_PX}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hasMore, isLoadingMore, error]);

  const pull = usePullToRefresh(onRefresh);

  return (
    <div className={styles.list} {...pull.handlers}>
      <div
        className={styles.pull}
        style={{ height: pull.distance }}
        role="status"
        aria-live="polite"
        data-testid="pull-indicator"
      >
        {pull.refreshing
          ? t('refreshing')
          : pull.distance >= PULL_THRESHOLD_PX
            ? t('releaseToRefresh')
            : pull.distance > 0
              ? t('pullToRefresh')
              : ''}
      </div>
      {children}
      {error ? (
        <ErrorState inline error={error} onRetry={onLoadMore} />
      ) : isLoadingMore ? (
        loadingMore
      ) : !hasMore && endText ? (
        <p className={styles.end}>{endText}</p>
      ) : null}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </div>
  );
}

function usePullToRefresh(onRefresh: InfiniteListProps['onRefresh']) {
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);
  const current = useRef(0);
  const handlers = onRefresh
    ? {
        onTouchStart(event: React.TouchEvent) {
          // Only a pull that begins with the page at its top refreshes; otherwise it is a scroll.
          start.current = window.scrollY <= 0 && !refreshing ? (event.touches[0]?.clientY ?? null) : null;
        },
        onTouchMove(event: React.TouchEvent) {
          if (start.current === null) return;
          const dy = (event.touches[0]?.clientY ?? start.current) - start.current;
          // Resistance: the indicator follows at half speed, capped at twice the threshold.
          current.current = Math.max(0, Math.min(dy / 2, PULL_THRESHOLD_PX * 2));
          setDistance(current.current);
        },
        onTouchEnd() {
          if (start.current === null) return;
          start.current = null;
          const pulled = current.current;
          current.current = 0;
          if (pulled < PULL_THRESHOLD_PX) {
            setDistance(0);
            return;
          }
          setRefreshing(true);
          setDistance(PULL_THRESHOLD_PX);
          void Promise.resolve(onRefresh())
            .catch(() => undefined)
            .finally(() => {
              setRefreshing(false);
              setDistance(0);
            });
        },
      }
    : {};
  return { distance, refreshing, handlers };
}
