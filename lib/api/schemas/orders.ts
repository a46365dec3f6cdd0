// Orders: what a user bought, consignment (WeiPai) and delivery (pickup).
import { z } from 'zod';
import { id, image, isoDateTime, langMarks, money, pageQuery, paged, positiveMoney, text } from './common';
import { productKind } from './catalog';

/**
 * owned: bought and held by the user; consigned: put up for resale (WeiPai), waiting for a buyer;
 * sold: resold to another buyer, proceeds credited to the wallet; delivery_requested: the user asked
 * for the item to be sent to an address; shipped: an operator sent it; delivered: it arrived.
 */
export const orderStatus = z.enum(['owned', 'consigned', 'sold', 'delivery_requested', 'shipped', 'delivered']);

/** Address as it was when delivery was requested (later edits do not move a parcel). */
export const addressSnapshot = z.object({
  name: text(40),
  phone: z.string().min(1).max(20),
  region: text(120),
  detail: text(200),
  postalCode: z.string().max(12).nullable(),
});

export const delivery = z.object({
  /** The address book entry it was picked from; null once the user deleted that entry. */
  addressId: id.nullable(),
  address: addressSnapshot,
  requestedAt: isoDateTime,
  shippedAt: isoDateTime.nullable(),
  carrier: z.string().max(60).nullable(),
  trackingNo: z.string().max(60).nullable(),
  deliveredAt: isoDateTime.nullable(),
  /** Who closed the delivery: the buyer (confirmReceipt) or an operator; null until delivered. */
  deliveredBy: z.enum(['buyer', 'operator']).nullable(),
});

export const order = z.object({
  id,
  productId: id,
  productName: text(120),
  /** The item's name in the reader's language where it has one (the order keeps the name it was bought under otherwise). */
  lang: langMarks('productName'),
  productImage: image.nullable(),
  kind: productKind,
  quantity: z.number().int().positive(),
  /** Unit price paid, minor units. */
  price: money,
  /** price × quantity. */
  total: money,
  status: orderStatus,
  /** Asking price while consigned or once sold, minor units. */
  askingPrice: money.nullable(),
  consignedAt: isoDateTime.nullable(),
  soldAt: isoDateTime.nullable(),
  delivery: delivery.nullable(),
  createdAt: isoDateTime,
});

export const buyProductRequest = z.object({
  productId: id,
  quantity: z.number().int().min(1).max(99).default(1),
});
export const buyProductResult = z.object({
  order,
  /** Wallet balance after the purchase, minor units. */
  balance: money,
});

export const orderListRequest = z.object({ ...pageQuery, status: orderStatus.optional() });
export const orderList = paged(order);

/**
 * Consign one owned item for resale. `id` is the item: the id of the user's order that holds it.
 * `price` is the asking price; when omitted the price paid is asked. It resells only when
 * another buyer buys it, at that price: nothing is promised.
 */
export const productWeiPaiRequest = z.object({ id, price: positiveMoney.optional() });
export const orderResult = z.object({ order });

/** Consign several owned items at once, each at the price paid; no ids means every owned item. */
export const oneKeyWeiPaiRequest = z.object({ ids: z.array(id).min(1).max(100).optional() });
export const oneKeyWeiPaiResult = z.object({ orders: z.array(order), count: z.number().int().nonnegative() });

/** Ours (not in the spec): ask for an owned item to be delivered to one of the user's addresses. */
export const requestDeliveryRequest = z.object({ orderId: id, addressId: id });

/**
 * Ours: the buyer confirms a shipped item arrived; the order becomes delivered. Repeating it
 * answers the delivered order again; an order not shipped yet is refused (wrong_order_status).
 */
export const confirmReceiptRequest = z.object({ orderId: id });
