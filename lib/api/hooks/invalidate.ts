// After a write, revalidate the reads it changed. Plain keys go through SWR's global mutate;
// infinite lists subscribe here because global mutate does not reach them reliably.
import { mutate } from 'swr';
import type { CallName } from '../registry';

const listeners = new Map<CallName, Set<() => void>>();

/** Used by infinite hooks: run `revalidate` whenever `name` is invalidated. */
export function onInvalidate(name: CallName, revalidate: () => void): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(revalidate);
  return () => set.delete(revalidate);
}

/** Revalidate every cached read of these calls. */
export async function invalidate(names: readonly CallName[]): Promise<void> {
  const wanted = new Set<unknown>(names);
  for (const name of names) for (const revalidate of listeners.get(name) ?? []) revalidate();
  await mutate((key) => Array.isArray(key) && wanted.has(key[0]));
}

/** Log in or out: every cached read belongs to someone else now. */
export async function invalidateAll(): Promise<void> {
  for (const set of listeners.values()) for (const revalidate of set) revalidate();
  await mutate(() => true);
}
