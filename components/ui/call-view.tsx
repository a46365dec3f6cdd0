'use client';
// A read's three states for free: skeleton while loading, the error with Retry, the empty state,
// else the content. Screens pass the read hook's answer as it is.
import type { ReactNode } from 'react';
import { ErrorState } from './states';

/** The shape every read hook returns (useX(input | null)). */
export interface ReadState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  refresh: () => unknown;
}

export interface CallViewProps<T> {
  call: ReadState<T>;
  /** Shown while the first answer is awaited (a SkeletonGroup shaped like the content). */
  skeleton: ReactNode;
  /** When the answer counts as empty; default: null, or an empty array. */
  isEmpty?: (data: T) => boolean;
  /** Shown when the answer is empty; without it, children render the empty answer themselves. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

function defaultEmpty(data: unknown): boolean {
  return data === null || (Array.isArray(data) && data.length === 0);
}

export function CallView<T>({ call, skeleton, isEmpty = defaultEmpty, empty, children }: CallViewProps<T>) {
  const { data, error, isLoading, refresh } = call;
  // Data already on screen stays there when a background refresh fails.
  if (data === undefined) {
    if (error) return <ErrorState error={error} onRetry={() => void refresh()} />;
    if (isLoading || data === undefined) return <>{skeleton}</>;
  }
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
