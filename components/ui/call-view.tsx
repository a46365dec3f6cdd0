'use client';
// A read's three states for free: skeleton while loading, the error with Retry, the empty state,
// else the content. Screens pass the read hook's answer as it is.
//
// An arriving first answer renders at transition priority (useDeferredValue): SWR hands answers
// over through useSyncExternalStore, whose updates React renders synchronously, in one task, and
// a screenful of cards rendered that way is a long task that blocks taps (Lighthouse counts it as
// Total Blocking Time). Deferred, the content's first render runs in slices React interrupts for
// input, while the skeleton stays up. Only the first answer is deferred (a flag, not the data):
// later answers render at once, and a read left without an answer (a new key) shows its skeleton
// at once, never the previous key's answer.
import { useDeferredValue, type ReactNode } from 'react';
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
  const { error, isLoading, refresh } = call;
  const arrived = useDeferredValue(call.data !== undefined);
  const data = arrived ? call.data : undefined;
  // Data already on screen stays there when a background refresh fails.
  if (data === undefined) {
    if (error) return <ErrorState error={error} onRetry={() => void refresh()} />;
    if (isLoading || data === undefined) return <>{skeleton}</>;
  }
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
