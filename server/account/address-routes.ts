// Delivery addresses: list, add, update, delete. One default per user (also a unique index).
import type { addresses } from '../db/schema';
import { withTx } from '../db/tx';
import { ApiError, notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import {
  addressIds,
  clearDefaultAddress,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  lockAddressOwner,
  promoteOldestAddress,
  updateAddress,
} from './queries';

export const MAX_ADDRESSES = 20;

type Row = typeof addresses.$inferSelect;
export const toApi = (a: Row) => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  region: a.region,
  detail: a.detail,
  postalCode: a.postalCode,
  isDefault: a.isDefault,
  createdAt: a.createdAt.toISOString(),
});

export const addressCalls = {
  GetAddressList: async ({ id }, ctx) => {
    const userId = ctx.userId();
    const list = await listAddresses(ctx.db, userId, id);
    if (id && list.length === 0) throw notFound('Address');
    return list.map(toApi);
  },

  addAddress: async (input, ctx) => {
    const userId = ctx.userId();
    return withTx(ctx.db, async (tx) => {
      await lockAddressOwner(tx, userId);
      const existing = await addressIds(tx, userId);
      if (existing.length >= MAX_ADDRESSES) {
        throw new ApiError(422, `At most ${MAX_ADDRESSES} addresses`, { reason: 'address_limit' });
      }
      const isDefault = input.isDefault || existing.length === 0;
      if (isDefault) await clearDefaultAddress(tx, userId);
      const row = await insertAddress(tx, userId, {
        ...input,
        postalCode: input.postalCode ?? null,
        isDefault,
        createdAt: ctx.now(),
      });
      if (!row) throw new Error('address insert returned nothing');
      return toApi(row);
    });
  },

  updateAddress: async ({ id, ...input }, ctx) => {
    const userId = ctx.userId();
    return withTx(ctx.db, async (tx) => {
      await lockAddressOwner(tx, userId);
      const current = await findAddress(tx, userId, id);
      if (!current) throw notFound('Address');
      // Unticking the only default would leave none: the default moves only when another is chosen.
      const isDefault = input.isDefault || current.isDefault;
      if (isDefault) await clearDefaultAddress(tx, userId, id);
      const row = await updateAddress(tx, id, { ...input, postalCode: input.postalCode ?? null, isDefault });
      if (!row) throw notFound('Address');
      return toApi(row);
    });
  },

  deleteAddress: async ({ id }, ctx) => {
    const userId = ctx.userId();
    await withTx(ctx.db, async (tx) => {
      await lockAddressOwner(tx, userId);
      const gone = await deleteAddress(tx, userId, id);
      if (!gone) throw notFound('Address');
      if (gone.isDefault) await promoteOldestAddress(tx, userId);
    });
    return { ok: true as const };
  },
} satisfies Partial<CallHandlers<'account'>>;
