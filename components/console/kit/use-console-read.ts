'use client';
// Reads of the console: one SWR entry per call and input, in the kit's read shape
// ({ data, error, isLoading, refresh }) so CallView gives every screen its loading, error and
// empty states. Never retried on its own and never toasted (the screen shows the error). A new
// input (a filter, a page) shows its skeleton until its own answer, never the previous input's
// rows under the new filter (the kit's CallView contract).
import useSWR, { mutate } from 'swr';
import type { ReadState } from '@/components/ui/call-view';
import type { OperatorAnswer, OperatorCallName, OperatorInput } from '@/lib/api/operator/calls';
import { consoleCall } from '@/lib/console/transport';

type Key = readonly [OperatorCallName, string];

export function readKey<K extends OperatorCallName>(name: K, input: OperatorInput<K>): Key {
  return [name, JSON.stringify(input)] as const;
}

export function useConsoleRead<K extends OperatorCallName>(
  name: K,
  input: OperatorInput<K> | null,
): ReadState<OperatorAnswer<K>> {
  const key = input === null ? null : readKey(name, input);
  const swr = useSWR(key, () => consoleCall(name, input as OperatorInput<K>), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 1000,
  });
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, refresh: () => swr.mutate() };
}

/** Reads again every entry of these calls (after a decision, the queue and the dashboard). */
export function refreshReads(...names: OperatorCallName[]): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && names.includes(key[0] as OperatorCallName));
}

/** Sets the answer of one read without asking the server (the sign-in answer is `me`). */
export function setRead<K extends OperatorCallName>(
  name: K,
  input: OperatorInput<K>,
  data: OperatorAnswer<K> | undefined,
) {
  return mutate(readKey(name, input), data, { revalidate: false });
}
