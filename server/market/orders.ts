// Orders as the contract shows them, the user's order list, and the refusals buying shares (the
// buy itself is server/market/buy.ts).
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { order as orderSchema } from '@/lib/api/schemas/orders';
import type { Executor, Tx } from '../db/client';
import { rows } from '../db/client';
import { mapPage, readPage } from '../db/paging';
import type { Reason } from '@/lib/api/reasons';
import { orders, type OrderStatus } from '../db/schema';
import { fieldError, notFound, refusal } from '../http/errors';

export type OrderRow = typeof orders.$inferSelect;
export type OrderOut = z.input<typeof orderSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOrder(o: OrderRow): OrderOut {
  return {
    id: o.id,
    productId: o.productId,
    productName: o.productName,
    productImage: o.productImage,
    kind: o.kind,
    quantity: o.quantity,
    price: o.price,
    total: o.total,
    status: o.status,
    askingPrice: o.askingPrice,
    consignedAt: iso(o.consignedAt),
    soldAt: iso(o.soldAt),
    delivery:
      // The copy is the delivery's address: the book entry (addressId) may have been deleted since.
      o.address && o.requestedAt
        ? {
            addressId: o.addressId,
            address: o.address,
            requestedAt: o.requestedAt.toISOString(),
            shippedAt: iso(o.shippedAt),
            carrier: o.carrier,
            trackingNo: o.trackingNo,
            deliveredAt: iso(o.deliveredAt),
            deliveredBy: o.deliveredAt ? (o.deliveredBy ?? 'operator') : null,
          }
        : null,
    createdAt: o.createdAt.toISOString(),
  };
}

/** A business refusal: HTTP 422 with its reason, and the field named when there is one. */
export const refuse = (reason: Reason, message: string, field?: string) =>
  field ? fieldError(422, reason, field, message) : refusal(reason, message);

export const insufficientBalance = () =>
  refuse('insufficient_balance', 'insufficient balance: recharge first', 'balance');

export async function listOrders(
  exec: Executor,
  userId: number,
  q: { page: number; pageSize: number; status?: OrderStatus | undefined },
) {
  const cond = q.status ? and(eq(orders.userId, userId), eq(orders.status, q.status)) : eq(orders.userId, userId);
  const found = await readPage(
    q,
    exec.select({ n: count() }).from(orders).where(cond),
    exec.select().from(orders).where(cond).orderBy(desc(orders.id)),
  );
  return mapPage(found, toOrder);
}

/**
 * The user's order, locked for this transaction; 404 when unknown *or someone else's*: the two
 * answers must not differ, or order ids of other users could be probed.
 */
export async function lockOwnOrder(tx: Tx, userId: number, orderId: number): Promise<OrderRow> {
  const [row] = await rows<{ id: number; user_id: number }>(
    tx,
    sql`SELECT id, user_id FROM orders WHERE id = ${orderId} FOR UPDATE`,
  );
  if (!row || row.user_id !== userId) throw notFound('Order');
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!o) throw notFound('Order');
  return o;
}

/** The user's order (no lock); 404 when unknown or someone else's, like lockOwnOrder. */
export async function findOwnOrder(exec: Executor, userId: number, orderId: number): Promise<OrderRow> {
  const [o] = await exec
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!o) throw notFound('Order');
  return o;
}

/** Orders by id (after-sale lists show each case's item); unknown ids are left out. */
export async function ordersByIds(exec: Executor, ids: number[]): Promise<Map<number, OrderRow>> {
  if (ids.length === 0) return new Map();
  const found = await exec
    .select()
    .from(orders)
    .where(
      sql`${orders.id} IN (${sql.join(
        [...new Set(ids)].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Map(found.map((o) => [o.id, o]));
}

/** The product of each of these orders (a delivery notification names its order's item). */
export async function productIdsOfOrders(exec: Executor, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const found = await exec
    .select({ id: orders.id, productId: orders.productId })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(found.map((o) => [o.id, o.productId]));
}

/** A user's latest orders, newest first (the console's user detail). */
export function recentOrdersOf(exec: Executor, userId: number, limit: number): Promise<OrderRow[]> {
  return exec.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(limit);
}

/** Any user's order, locked for this transaction (an operator's after-sale refund); 404 when unknown. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!o) throw notFound('Order');
  return o;
}

/**
 * Adds an after-sale refund to what was refunded on the order, never past its total (the
 * conditional UPDATE and the table's CHECK both say so): false when it would go past.
 */
export async function addRefunded(tx: Tx, orderId: number, amount: number): Promise<boolean> {
  const [updated] = await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}` })
    .where(and(eq(orders.id, orderId), sql`${orders.refundedAmount} + ${amount} <= ${orders.total}`))
    .returning({ id: orders.id });
  return updated !== undefined;
}
