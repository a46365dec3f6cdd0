// The console's Orders and Market reads (mkt23): every order, newest first, filtered by status and
// buyer, with the buyer's phone (masked for viewers, like every operator answer that names a
// person); and every item type in the order buyers see them.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { maskPhone } from '@/lib/format/phone';
import { orders, productTypes, users } from '../db/schema';
import type { OperatorHandlers } from '../admin/operator-group';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const orderListHandlers = {
  orderList: async (q, ctx) => {
    const conds: SQL[] = [];
    if (q.status !== undefined) conds.push(eq(orders.status, q.status));
    if (q.userId !== undefined) conds.push(eq(orders.userId, q.userId));
    const where = conds.length > 0 ? and(...conds) : undefined;
    const found = await ctx.db
      .select({ o: orders, phone: users.phone })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [n] = await ctx.db.select({ n: count() }).from(orders).where(where);
    return {
      items: found.map(({ o, phone }) => ({
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
      })),
      total: n?.n ?? 0,
      page: q.page,
      pageSize: q.pageSize,
    };
  },
} satisfies Partial<OperatorHandlers<'orders'>>;

export const productTypeListHandlers = {
  productTypeList: (_q, ctx) =>
    ctx.db
      .select({ id: productTypes.id, name: productTypes.name, sort: productTypes.sort })
      .from(productTypes)
      .orderBy(asc(productTypes.sort), asc(productTypes.id)),
} satisfies Partial<OperatorHandlers<'catalogue'>>;
