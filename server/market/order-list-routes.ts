// The console's Orders and Market reads (mkt23): every order, newest first, filtered by status and
// buyer, with the buyer's phone and the delivery address the order kept (masked for viewers, like
// every operator answer that names a person: lib/format/delivery.ts); and every item type in the
// order buyers see them.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { deliveryForOperator } from '@/lib/format/delivery';
import { maskPhone } from '@/lib/format/phone';
import { localizeTypes } from '../content';
import { orders, productTypes } from '../db/schema';
import { userDirectory } from '../auth';
import { mapPage, readPage } from '../db/paging';
import type { OperatorHandlers } from '../operator/operator-group';

/** The table's sort keys (the contract's whitelist) and their columns. */
const ORDER_SORT = { createdAt: orders.createdAt, total: orders.total, id: orders.id } as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const orderListHandlers = {
  orderList: async (q, ctx) => {
    const conds: SQL[] = [];
    if (q.status !== undefined) conds.push(eq(orders.status, q.status));
    if (q.userId !== undefined) conds.push(eq(orders.userId, q.userId));
    const where = conds.length > 0 ? and(...conds) : undefined;
    const found = await readPage(
      q,
      ctx.db.select({ n: count() }).from(orders).where(where),
      ctx.db
        .select({ o: orders, phone: userDirectory.phone })
        .from(orders)
        .innerJoin(userDirectory, eq(userDirectory.id, orders.userId))
        .where(where)
        .orderBy(q.dir === 'asc' ? asc(ORDER_SORT[q.sort]) : desc(ORDER_SORT[q.sort]), desc(orders.id)),
    );
    return mapPage(found, ({ o, phone }) => ({
      id: o.id,
      userId: o.userId,
      phone: ctx.role === 'viewer' ? maskPhone(phone) : phone,
      productName: o.productName,
      kind: o.kind,
      quantity: o.quantity,
      total: o.total,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      requestedAt: iso(o.requestedAt),
      shippedAt: iso(o.shippedAt),
      deliveredAt: iso(o.deliveredAt),
      carrier: o.carrier,
      trackingNo: o.trackingNo,
      delivery: o.address ? deliveryForOperator(o.address, ctx.role === 'viewer') : null,
    }));
  },
} satisfies Partial<OperatorHandlers<'orders'>>;

export const productTypeListHandlers = {
  // With `locale` (the item form's select), each name as buyers of that language read it; without
  // (the Market screen, which edits them), the types' own columns.
  productTypeList: async (q, ctx) => {
    const rows = await ctx.db
      .select({ id: productTypes.id, name: productTypes.name, sort: productTypes.sort })
      .from(productTypes)
      .orderBy(asc(productTypes.sort), asc(productTypes.id));
    if (q.locale === undefined) return rows;
    const named = await localizeTypes(ctx.db, { locale: q.locale, fallback: ctx.config.defaultContentLocale }, rows);
    return named.map(({ id, name, sort }) => ({ id, name, sort }));
  },
} satisfies Partial<OperatorHandlers<'catalogue'>>;
