// The buyer confirms a shipped parcel arrived (confirmReceipt): the order becomes delivered, marked
// as closed by the buyer. Repeating it answers the delivered order again (a second tap, a retry
// after a lost answer), whoever closed it; an order not yet shipped is refused, and another
// user's order is "not found" like an unknown one (lockOwnOrder).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import { notFound } from '../http/errors';
import { lockOwnOrder, refuse, toOrder, type OrderOut } from './orders';

export async function confirmReceipt(tx: Tx, userId: number, orderId: number, now: Date): Promise<OrderOut> {
  const o = await lockOwnOrder(tx, userId, orderId);
  if (o.status === 'delivered') return toOrder(o);
  if (o.status !== 'shipped') throw refuse('wrong_order_status', `cannot be received: it is ${o.status}`, 'orderId');
  const [updated] = await tx
    .update(orders)
    .set({ status: 'delivered', deliveredAt: now, deliveredBy: 'buyer' })
    .where(and(eq(orders.id, o.id), eq(orders.status, 'shipped')))
    .returning();
  if (!updated) throw notFound('Order');
  return toOrder(updated);
}
