// The operator's bulk actions (issue 42 #8, lib/api/operator/groups/bulk.ts): each item goes
// through the single-item rules on its own (its own transaction and audit row, written by the
// single-item code), and a refusal becomes that item's result instead of failing the batch. An
// error that is not a refusal (a bug, the database gone) still fails the call: the items before it
// stay done, which the audit log shows.
import type { BulkItemResult } from '@/lib/api/operator/groups/bulk';
import { ApiError } from './errors';

export interface BulkOutcome {
  results: BulkItemResult[];
  done: number;
  refused: number;
}

/** One at a time, in the order given: items of one batch may touch the same rows (a buyer's orders). */
export async function eachOnItsOwn<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  apply: (item: T) => Promise<unknown>,
): Promise<BulkOutcome> {
  const results: BulkItemResult[] = [];
  for (const item of items) {
    const id = idOf(item);
    try {
      await apply(item);
      results.push({ id, ok: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      results.push({ id, ok: false, reason: e.reason, message: e.message });
    }
  }
  const done = results.filter((r) => r.ok).length;
  return { results, done, refused: results.length - done };
}
