// WeiPai (consignment) and delivery requests for items a user owns.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders, products } from '../db/schema';
import type { AddressBook } from '../ports/address-book';
import { notFound } from '../http/errors';
import { findProduct } from './catalog';
import { lockOwnOrder, refuse, toOrder, type OrderOut, type OrderRow } from './orders';
import { loadWindow } from './window';
import { copyProductTexts } from '../content';
import { refuseIfFrozen } from '../auth';

/** The operator's rule when the owner names no price: what they paid, adjusted by basis points. */
export function rulePrice(paid: number, markupBp: number): number {
  return Math.max(1, Math.round((paid * (10_000 + markupBp)) / 10_000));
}

async function consignOrder(
  tx: Tx,
  o: OrderRow,
  asking: number | undefined,
  markupBp: number,
  now: Date,
): Promise<OrderOut> {
  // Refunded after sale (issue 37 #5): the buyer has their money back, so the item is not theirs to resell.
  if (o.refundedAmount > 0) throw refuse('order_refunded', 'was refunded after sale: it cannot be consigned', 'id');
  if (o.status !== 'owned') throw refuse('wrong_order_status', `cannot be consigned: it is ${o.status}`, 'id');
  const source = await findProduct(tx, o.productId);
  if (!source) throw notFound('Product');
  const price = asking ?? rulePrice(o.price, markupBp);
  const [listed] = await tx
    .insert(products)
    .values({
      name: o.productName,
      typeId: source.typeId,
      kind: o.kind,
      price,
      stock: o.quantity,
      images: source.images,
      description: source.description,
      sellerId: o.userId,
      sourceOrderId: o.id,
      createdAt: now,
    })
    .returning({ id: products.id });
  if (!listed) throw new Error('consigned product not created');
  // The resale listing keeps its source item's text in every language (issue 22).
  await copyProductTexts(tx, source.id, listed.id);
  const [updated] = await tx
    .update(orders)
    .set({ status: 'consigned', askingPrice: price, consignedAt: now, resaleProductId: listed.id })
    .where(eq(orders.id, o.id))
    .returning();
  if (!updated) throw notFound('Order');
  return toOrder(updated);
}

export async function consign(
  tx: Tx,
  userId: number,
  orderId: number,
  asking: number | undefined,
  now: Date,
): Promise<OrderOut> {
  await refuseIfFrozen(tx, userId);
  const o = await lockOwnOrder(tx, userId, orderId);
  const { consignMarkupBp } = await loadWindow(tx);
  return consignOrder(tx, o, asking, consignMarkupBp, now);
}

/** Every listed id must be the user's owned item; no ids means all owned items. */
export async function consignMany(tx: Tx, userId: number, ids: number[] | undefined, now: Date) {
  await refuseIfFrozen(tx, userId);
  const { consignMarkupBp } = await loadWindow(tx);
  let targets: OrderRow[];
  if (ids) {
    targets = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) targets.push(await lockOwnOrder(tx, userId, id));
  } else {
    targets = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'owned'), eq(orders.refundedAmount, 0)))
      .orderBy(asc(orders.id))
      .for('update');
  }
  const out: OrderOut[] = [];
  for (const o of targets) out.push(await consignOrder(tx, o, undefined, consignMarkupBp, now));
  return { orders: out, count: out.length };
}

export async function requestDelivery(
  tx: Tx,
  book: AddressBook,
  userId: number,
  orderId: number,
  addressId: number,
  now: Date,
): Promise<OrderOut> {
  const o = await lockOwnOrder(tx, userId, orderId);
  if (o.status !== 'owned') throw refuse('wrong_order_status', `cannot be delivered: it is ${o.status}`, 'orderId');
  // Held until commit: a delete of this entry waits, rather than racing the link made below.
  const a = await book.shareOwnAddress(tx, userId, addressId);
  if (!a) throw notFound('Address');
  const [updated] = await tx
    .update(orders)
    .set({
      status: 'delivery_requested',
      addressId: a.id,
      address: { name: a.name, phone: a.phone, region: a.region, detail: a.detail, postalCode: a.postalCode },
      requestedAt: now,
    })
    .where(and(eq(orders.id, o.id), inArray(orders.status, ['owned'])))
    .returning();
  if (!updated) throw notFound('Order');
  return toOrder(updated);
}
