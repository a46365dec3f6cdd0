// Change cached reads in place, without fetching (live events: a product's stock changed).
// Plain keys go through SWR's global mutate; infinite lists subscribe here because global
// mutate skips their keys.
import { mutate } from 'swr';
import type { CallName, CallResult } from '../registry';

type Patch = (result: unknown) => unknown;
const listeners = new Map<CallName, Set<(patch: Patch) => void>>();

/** Used by infinite hooks: apply `patch` to every loaded page of `name`. */
export function onPatch(name: CallName, apply: (patch: Patch) => void): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(apply);
  return () => set.delete(apply);
}

/** Rewrites every cached result of `name` with `patch` (answer the same object for "no change"). */
export async function patchReads<N extends CallName>(
  name: N,
  patch: (result: CallResult<N>) => CallResult<N>,
): Promise<void> {
  const p = patch as Patch;
  for (const apply of listeners.get(name) ?? []) apply(p);
  await mutate(
    (key) => Array.isArray(key) && key[0] === name,
    (current: unknown) => (current === undefined ? current : p(current)),
    { revalidate: false },
  );
}
