// The watchlist: GetWatchList, AddWatch, RemoveWatch. Watching is idempotent (a second AddWatch or
// RemoveWatch changes nothing); the list is capped (WATCH_MAX) under a per-user lock so two
// parallel adds cannot pass the cap together.
import { WATCH_MAX } from '@/lib/api/schemas/notify';
import { localizeProducts, readerOf } from '../content';
import { withTx } from '../db/tx';
import { ApiError, notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { toProduct } from '../market';
import { deleteWatch, insertWatch, isWatching, lockWatches, productExists, watchCount, watchList } from './queries';

export const watchCalls = {
  // In the reader's language like the goods list (issue 41: it was English in every locale).
  GetWatchList: async (_input, ctx) => {
    const found = await watchList(ctx.db, ctx.userId());
    const named = await localizeProducts(
      ctx.db,
      readerOf(ctx),
      found.map((r) => toProduct(r.p)),
    );
    // One localised item per row, in order (localizeProducts maps the list it is given).
    return named.map((p, i) => ({ ...p, watchedAt: found[i]!.watchedAt.toISOString() }));
  },

  AddWatch: ({ productId }, ctx) =>
    withTx(ctx.db, async (tx) => {
      const userId = ctx.userId();
      await lockWatches(tx, userId);
      if (!(await productExists(tx, productId))) throw notFound('Product');
      const count = await watchCount(tx, userId);
      if (await isWatching(tx, userId, productId)) return { ok: true as const };
      if (count >= WATCH_MAX) throw new ApiError(422, `At most ${WATCH_MAX} watched items`, { reason: 'watch_limit' });
      await insertWatch(tx, userId, productId, ctx.now());
      return { ok: true as const };
    }),

  RemoveWatch: async ({ productId }, ctx) => {
    await deleteWatch(ctx.db, ctx.userId(), productId);
    return { ok: true as const };
  },
} satisfies Partial<CallHandlers<'notify'>>;
