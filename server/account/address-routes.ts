// Delivery addresses: list, add, update, delete. One default per user (also a unique index).
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { addresses, users } from '../db/schema';
import { withTx } from '../db/tx';
import { ApiError, notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';

export const MAX_ADDRESSES = 20;

type Row = typeof addresses.$inferSelect;
const toApi = (a: Row) => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  region: a.region,
  detail: a.detail,
  postalCode: a.postalCode,
  isDefault: a.isDefault,
  createdAt: a.createdAt.toISOString(),
});

async function lockOwner(tx: Tx, userId: number) {
  // Serialises address writes per user, so "first address becomes default" and the default
  // switch cannot interleave between two requests (or two server processes).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function clearDefault(tx: Tx, userId: number, except?: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.isDefault, true), except ? ne(addresses.id, except) : undefined),
    );
}

export const addressCalls = {
  GetAddressList: async ({ id }, ctx) => {
    const userId = ctx.userId();
    const list = await ctx.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), id ? eq(addresses.id, id) : undefined))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    if (id && list.length === 0) throw notFound('Address');
    return list.map(toApi);
  },

  addAddress: async (input, ctx) => {
    const userId = ctx.userId();
    return withTx(ctx.db, async (tx) => {
      await lockOwner(tx, userId);
      const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
      if (existing.length >= MAX_ADDRESSES) {
        throw new ApiError(422, `At most ${MAX_ADDRESSES} addresses`, { reason: 'address_limit' });
      }
      const isDefault = input.isDefault || existing.length === 0;
      if (isDefault) await clearDefault(tx, userId);
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...input, postalCode: input.postalCode ?? null, isDefault, createdAt: ctx.now() })
        .returning();
      if (!row) throw new Error('address insert returned nothing');
      return toApi(row);
    });
  },

  updateAddress: async ({ id, ...input }, ctx) => {
    const userId = ctx.userId();
    return withTx(ctx.db, async (tx) => {
      await lockOwner(tx, userId);
      const [current] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      if (!current) throw notFound('Address');
      // Unticking the only default would leave none: the default moves only when another is chosen.
      const isDefault = input.isDefault || current.isDefault;
      if (isDefault) await clearDefault(tx, userId, id);
      const [row] = await tx
        .update(addresses)
        .set({ ...input, postalCode: input.postalCode ?? null, isDefault })
        .where(eq(addresses.id, id))
        .returning();
      if (!row) throw notFound('Address');
      return toApi(row);
    });
  },

  deleteAddress: async ({ id }, ctx) => {
    const userId = ctx.userId();
    await withTx(ctx.db, async (tx) => {
      await lockOwner(tx, userId);
      const [gone] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      if (!gone) throw notFound('Address');
      if (gone.isDefault) {
        const [next] = await tx
          .select()
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(asc(addresses.id))
          .limit(1);
        if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      }
    });
    return { ok: true as const };
  },
} satisfies Partial<CallHandlers<'account'>>;
