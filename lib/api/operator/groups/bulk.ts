// What the operator's bulk actions share (issue 42 #8): ship several orders, take several items off
// sale, approve several identity checks. One call per action and batch; the server applies each
// item on its own rules, in its own transaction, and answers one result per item (done, or the
// reason it was refused), so a batch is never all-or-nothing in silence. Money approvals have no
// bulk call: each stays one decision of its own. No React, no browser APIs.
import { z } from 'zod/mini';
import { REASONS } from '../../reasons';
import { id } from '../../schemas/common';

/** The most items one bulk call takes (a page of the console's tables at its largest). */
export const BULK_MAX = 50;

const distinct = (ids: readonly number[]) => new Set(ids).size === ids.length;

/** The items of a batch: 1 to BULK_MAX, each named once. */
export function bulkOf<T extends z.core.SomeType>(item: T, idOf: (v: z.output<T>) => number) {
  return z.array(item).check(
    z.minLength(1, 'must name at least one item'),
    z.maxLength(BULK_MAX, `must name at most ${BULK_MAX} items`),
    z.refine((items: z.output<T>[]) => distinct(items.map(idOf)), 'must name each item once'),
  );
}

/** A batch of ids (take off sale, approve). */
export const bulkIds = z.object({ ids: bulkOf(id, (v) => v) });

/** One item's outcome, in the order the request named them. */
export const bulkItemResult = z.discriminatedUnion('ok', [
  z.object({ id, ok: z.literal(true) }),
  z.object({
    id,
    ok: z.literal(false),
    /** Why this item was refused (what the single-item call would have answered). */
    reason: z.enum(REASONS),
    message: z.string(),
  }),
]);
const count = z.number().check(z.int(), z.nonnegative());
export const bulkAnswer = z.object({ results: z.array(bulkItemResult), done: count, refused: count });
export type BulkItemResult = z.output<typeof bulkItemResult>;
