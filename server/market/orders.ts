// Orders: buying (stock and balance in one transaction), and the order as the contract shows it.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { order as orderSchema } from '@/lib/api/schemas/orders';
import type { Executor, Tx } from '../db/client';
import { rows } from '../db/client';
import { orders, products, type OrderStatus } from '../db/schema';
import { ApiError, fieldError, notFound } from '../http/errors';
import { InsufficientFunds, post, SYSTEM, userAccount } from '../wallet/ledger';
import type { ProductRow } from './catalog';
import { findProduct } from './catalog';
import { biddingOpen, loadWindow } from './window';

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
      o.addressId !== null && o.address && o.requestedAt
        ? {
            addressId: o.addressId,
            address: o.address,
            requestedAt: o.requestedAt.toISOString(),
            shippedAt: iso(o.shippedAt),
            carrier: o.carrier,
            trackingNo: o.trackingNo,
            deliveredAt: iso(o.deliveredAt),
          }
        : null,
    createdAt: o.createdAt.toISOString(),
  };
}

/** A business refusal: HTTP 422 with the field named when there is one. */
export const refuse = (message: string, field?: string) =>
  field ? fieldError(422, field, message) : new ApiError(422, message);

export const insufficientBalance = () => refuse('insufficient balance: recharge first', 'balance');

/**
 * Cheap refusal before any transaction: at window open most buyers of a hot item find it gone,
 * and on PGlite every transaction runs alone. The conditional UPDATE in `buy` stays the real check.
 */
export async function soldOutBeforeTx(exec: Executor, productId: number, quantity: number): Promise<void> {
  const [p] = await exec.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  if (p && p.stock === 0) throw refuse('is sold out', 'productId');
  if (p && p.stock < quantity) throw refuse(`only ${p.stock} left`, 'quantity');
}

export interface BuyInput {
  userId: number;
  productId: number;
  quantity: number;
  now: Date;
}

export async function buy(tx: Tx, input: BuyInput): Promise<{ order: OrderOut; balance: number }> {
  const window = await loadWindow(tx);
  if (!biddingOpen(window, input.now)) {
    throw refuse(`bidding is not in progress (window ${window.startTime}–${window.endTime} ${window.timeZone})`);
  }
  const before = await findProduct(tx, input.productId);
  if (!before) throw notFound('Product');
  if (before.offShelf) throw refuse('is not on sale', 'productId');
  if (before.sellerId === input.userId) throw refuse('is your own consigned item', 'productId');
  // The conditional update is the stock check: concurrent buyers cannot both take the last one.
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${input.quantity}` })
    .where(
      and(eq(products.id, input.productId), eq(products.offShelf, false), sql`${products.stock} >= ${input.quantity}`),
    )
    .returning();
  if (!taken)
    throw refuse(
      before.stock > 0 ? `only ${before.stock} left` : 'is sold out',
      before.stock > 0 ? 'quantity' : 'productId',
    );
  const total = taken.price * input.quantity;
  if (!Number.isSafeInteger(total)) throw refuse('is too large', 'quantity');

  const [created] = await tx
    .insert(orders)
    .values({
      userId: input.userId,
      productId: taken.id,
      productName: taken.name,
      productImage: taken.images[0] ?? null,
      kind: taken.kind,
      quantity: input.quantity,
      price: taken.price,
      total,
      status: 'owned',
      createdAt: input.now,
    })
    .returning();
  if (!created) throw new Error('order not created');

  const buyer = userAccount(input.userId, 'available');
  let balance: number;
  try {
    // Platform stock is a sale to the platform; a consigned item's money passes through clearing
    // to its seller in this same transaction.
    const consigned = taken.sellerId !== null;
    const r = await post(tx, {
      kind: 'purchase',
      memo: `Bought ${input.quantity} × ${taken.name}`,
      refId: created.id,
      at: input.now,
      legs: [
        { account: buyer, amount: -total },
        { account: consigned ? SYSTEM.clearing : SYSTEM.sales, amount: total },
      ],
    });
    balance = r.after.get(buyer) ?? 0;
    if (consigned) await creditSeller(tx, taken, total, input.now);
  } catch (e) {
    if (e instanceof InsufficientFunds) throw insufficientBalance();
    throw e;
  }
  return { order: toOrder(created), balance };
}

/** The consignor is paid in the buyer's transaction; the order is sold once the stock is gone. */
async function creditSeller(tx: Tx, p: ProductRow, total: number, now: Date): Promise<void> {
  if (p.sellerId === null || p.sourceOrderId === null) throw new Error(`consigned product ${p.id} has no seller order`);
  await post(tx, {
    kind: 'sale',
    memo: `Sold ${p.name}`,
    refId: p.sourceOrderId,
    at: now,
    legs: [
      { account: SYSTEM.clearing, amount: -total },
      { account: userAccount(p.sellerId, 'available'), amount: total },
    ],
  });
  if (p.stock === 0) {
    await tx.update(orders).set({ status: 'sold', soldAt: now }).where(eq(orders.id, p.sourceOrderId));
  }
}

export async function listOrders(
  exec: Executor,
  userId: number,
  q: { page: number; pageSize: number; status?: OrderStatus | undefined },
) {
  const cond = q.status ? and(eq(orders.userId, userId), eq(orders.status, q.status)) : eq(orders.userId, userId);
  const [n] = await exec.select({ n: count() }).from(orders).where(cond);
  const items = await exec
    .select()
    .from(orders)
    .where(cond)
    .orderBy(desc(orders.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: items.map(toOrder), total: n?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The user's order, locked for this transaction; 404 when unknown, 403 when someone else's. */
export async function lockOwnOrder(tx: Tx, userId: number, orderId: number): Promise<OrderRow> {
  const [row] = await rows<{ id: number; user_id: number }>(
    tx,
    sql`SELECT id, user_id FROM orders WHERE id = ${orderId} FOR UPDATE`,
  );
  if (!row) throw notFound('Order');
  if (row.user_id !== userId) throw new ApiError(403, 'This item is not yours');
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!o) throw notFound('Order');
  return o;
}
