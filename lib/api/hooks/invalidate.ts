// After a write, revalidate the reads it changed. Plain keys go through SWR's global mutate;
// infinite lists subscribe here because global mutate does not reach them reliably.
import { mutate, type Cache } from 'swr';
import { cache } from 'swr/_internal';
import { facts, type CallName } from '../call-facts';

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

const isPrivateCall = (name: unknown): boolean =>
  typeof name === 'string' && Object.hasOwn(facts, name) && facts[name as CallName].auth;

/**
 * Log out: drop every cached answer of a call that needs a login (without asking again, nobody is
 * logged in), so the next user of this phone never sees the previous one's data, not even for a
 * moment. Plain keys through SWR's global mutate; infinite lists' page sets (which global mutate
 * skips) are deleted from the cache. Public reads stay.
 */
export async function clearPrivateReads(store: Cache = cache): Promise<void> {
  for (const key of Array.from(store.keys())) {
    const match = /^\$inf\$@"([^"]+)"/.exec(key);
    if (match && isPrivateCall(match[1])) store.delete(key);
  }
  await mutate((key) => Array.isArray(key) && isPrivateCall(key[0]), undefined, { revalidate: false });
}
