'use client';
// The generic read hook every named read is built on (the infinite list is use-infinite-call.ts,
// kept apart so screens without a list do not load swr/infinite). Every read hook answers the
// same shape: { data, error, isLoading, refresh }; `null` as input waits.
import { useCallback } from 'react';
import useSWR from 'swr';
import type { ApiError } from '../client/api-error';
import type { CallInput, CallName, CallResult } from '../registry';
import { callKey, fetchCall, readConfig, type CallKey } from './keys';
import { useRecalled } from './recalled';

export interface Read<T> {
  data: T | undefined;
  /** Set when the last attempt failed (data may still hold an older answer). Never toasted. */
  error: ApiError | undefined;
  /** True while there is no data yet and a request is out. */
  isLoading: boolean;
  /** Ask again (the Retry button; pull-to-refresh). */
  refresh: () => Promise<unknown>;
}

/** Read `name`; pass `null` as input to wait (e.g. until logged in or an id is known). */
export function useCall<N extends CallName>(name: N, input: CallInput<N> | null): Read<CallResult<N>> {
  // This user's last answer, shown while the read is out (recalled.ts).
  const recalled = useRecalled<CallResult<N>>(name, input);
  const { data, error, isLoading, mutate } = useSWR<CallResult<N>, ApiError, CallKey<N> | null>(
    input === null ? null : callKey(name, input),
    fetchCall,
    recalled === undefined ? readConfig : { ...readConfig, fallbackData: recalled },
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return { data, error, isLoading: isLoading && data === undefined, refresh };
}
