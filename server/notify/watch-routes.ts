// The watchlist: GetWatchList, AddWatch, RemoveWatch. Watching is idempotent (a second AddWatch or
// RemoveWatch changes nothing); the list is capped (WATCH_MAX) under a per-user lock so two
// parallel adds cannot pass the cap together.
import { and, desc, eq, sql } from 'drizzle-orm';
import { WATCH_MAX } from '@/lib/api/schemas/notify';
import { products, watches } from '../db/schema';
import { withTx } from '../db/tx';
import { ApiError, notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { toProduct } from '../market';

export const watchCalls = {
  GetWatchList: async (_input, ctx) => {
    const found = await ctx.db
      .select({ p: products, watchedAt: watches.createdAt })
      .from(watches)
      .innerJoin(products, eq(products.id, watches.productId))
      .where(eq(watches.userId, ctx.userId()))
      .orderBy(desc(watches.createdAt), desc(watches.productId));
    return found.map((r) => ({ ...toProduct(r.p), watchedAt: r.watchedAt.toISOString() }));
  },

  AddWatch: ({ productId }, ctx) =>
    withTx(ctx.db, async (tx) => {
      const userId = ctx.userId();
      await tx.execute(sql`SELECT pg_advisory_xact_lock(7041990, ${userId})`);
      const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!p) throw notFound('Product');
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(watches)
        .where(eq(watches.userId, userId));
      const [already] = await tx
        .select({ id: watches.productId })
        .from(watches)
        .where(and(eq(watches.userId, userId), eq(watches.productId, productId)));
      if (already) return { ok: true as const };
      if ((count?.n ?? 0) >= WATCH_MAX)
        throw new ApiError(422, `At most ${WATCH_MAX} watched items`, { reason: 'watch_limit' });
      await tx.insert(watches).values({ userId, productId, createdAt: ctx.now() }).onConflictDoNothing();
      return { ok: true as const };
    }),

  RemoveWatch: async ({ productId }, ctx) => {
    await ctx.db.delete(watches).where(and(eq(watches.userId, ctx.userId()), eq(watches.productId, productId)));
    return { ok: true as const };
  },
} satisfies Partial<CallHandlers<'notify'>>;
