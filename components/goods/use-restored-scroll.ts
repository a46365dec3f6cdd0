'use client';
// Back to a list: load as many pages as were on screen, then scroll to where the user was.
import { useEffect, useRef } from 'react';
import { takePlace, type ListPlace } from './list-memory';

export function useRestoredScroll(
  key: string,
  list: {
    items: readonly unknown[];
    hasMore: boolean;
    isLoading: boolean;
    isLoadingMore: boolean;
    loadMore: () => void;
  },
) {
  const pending = useRef<ListPlace | null | undefined>(undefined);
  useEffect(() => {
    pending.current = takePlace(key);
  }, [key]);
  const { items, hasMore, isLoading, isLoadingMore, loadMore } = list;
  useEffect(() => {
    const place = pending.current;
    if (!place || isLoading || isLoadingMore) return;
    if (items.length < place.count && hasMore) {
      loadMore();
      return;
    }
    pending.current = null;
    // After the browser laid out the restored items.
    requestAnimationFrame(() => window.scrollTo({ top: place.y, behavior: 'instant' }));
  }, [items.length, hasMore, isLoading, isLoadingMore, loadMore]);
}
