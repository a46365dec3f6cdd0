// Orders: what a user bought, consignment (WeiPai) and delivery (pickup).
import { z } from 'zod/mini';
import { id, image, isoDateTime, langMarks, money, pageQuery, paged, payPassword, positiveMoney, text } from './common';
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
  phone: z.string().check(z.minLength(1), z.maxLength(20)),
  region: text(120),
  detail: text(200),
  postalCode: z.nullable(z.string().check(z.maxLength(12))),
});

export const delivery = z.object({
  /** The address book entry it was picked from; null once the user deleted that entry. */
  addressId: z.nullable(id),
  address: addressSnapshot,
  requestedAt: isoDateTime,
  shippedAt: z.nullable(isoDateTime),
  carrier: z.nullable(z.string().check(z.maxLength(60))),
  trackingNo: z.nullable(z.string().check(z.maxLength(60))),
  deliveredAt: z.nullable(isoDateTime),
  /** Who closed the delivery: the buyer (confirmReceipt) or an operator; null until delivered. */
  deliveredBy: z.nullable(z.enum(['buyer', 'operator'])),
});

export const order = z.object({
  id,
  productId: id,
  productName: text(120),
  /** The item's name in the reader's language where it has one (the order keeps the name it was bought under otherwise). */
  lang: langMarks('productName'),
  productImage: z.nullable(image),
  kind: productKind,
  quantity: z.number().check(z.int(), z.positive()),
  /** Unit price paid, minor units. */
  price: money,
  /** price × quantity. */
  total: money,
  status: orderStatus,
  /** Asking price while consigned or once sold, minor units. */
  askingPrice: z.nullable(money),
  consignedAt: z.nullable(isoDateTime),
  soldAt: z.nullable(isoDateTime),
  delivery: z.nullable(delivery),
  createdAt: isoDateTime,
});

export const buyProductRequest = z.object({
  productId: id,
  quantity: z._default(z.number().check(z.int(), z.gte(1), z.lte(99)), 1),
  /**
   * Ours: the pay password confirms the payment. Left out only when the buyer's small-purchase
   * limit covers today's orders with this one (SetSmallPayLimit); otherwise the buy is refused
   * with pay_password_required (or pay_password_not_set).
   */
  payPassword: z.optional(payPassword),
});
export const buyProductResult = z.object({
  order,
  /** Wallet balance after the purchase, minor units. */
  balance: money,
});

export const orderListRequest = z.object({ ...pageQuery, status: z.optional(orderStatus) });
export const orderList = paged(order);

/**
 * Consign one owned item for resale. `id` is the item: the id of the user's order that holds it.
 * `price` is the asking price; when omitted the price paid is asked. It resells only when
 * another buyer buys it, at that price: nothing is promised.
 */
export const productWeiPaiRequest = z.object({ id, price: z.optional(positiveMoney) });
export const orderResult = z.object({ order });

/** Consign several owned items at once, each at the price paid; no ids means every owned item. */
export const oneKeyWeiPaiRequest = z.object({ ids: z.optional(z.array(id).check(z.minLength(1), z.maxLength(100))) });
export const oneKeyWeiPaiResult = z.object({
  orders: z.array(order),
  count: z.number().check(z.int(), z.nonnegative()),
});

/** Ours (not in the spec): ask for an owned item to be delivered to one of the user's addresses. */
export const requestDeliveryRequest = z.object({ orderId: id, addressId: id });

/**
 * Ours: the buyer confirms a shipped item arrived; the order becomes delivered. Repeating it
 * answers the delivered order again; an order not shipped yet is refused (wrong_order_status).
 */
export const confirmReceiptRequest = z.object({ orderId: id });
