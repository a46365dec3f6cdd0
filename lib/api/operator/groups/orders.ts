// The orders group of operator calls: every order, shipping and delivery. One entry per call: its
// request and answer schemas and its summary. The group's facts (method, path, roles, payload) are
// in ./orders.facts.ts, kept free of zod for the console's screens; ../calls.ts joins the two.
import { z } from 'zod/mini';
import { productKind } from '../../schemas/catalog';
import { id, isoDateTime, money, text } from '../../schemas/common';
import { orderStatus } from '../../schemas/orders';
import { call, pageOf, qid, queryPage, type OperatorCallSchemas } from './shared';
import type { ordersFacts } from './orders.facts';

export const operatorOrder = z.looseObject({ id, status: z.string(), productName: z.string() });
export const orderShipRequest = z.object({
  id,
  carrier: text(60),
  trackingNo: text(60),
  correct: z._default(z.boolean(), false),
});
// The console's Orders screen (mkt23): one row per order with its buyer and delivery.
export const orderListRequest = z.object({
  ...queryPage,
  status: z.optional(orderStatus),
  userId: z.optional(qid),
});
/** Where the order ships (the copy requestDelivery kept): whole for staff, masked for a viewer
 * (name's first character, phone like maskPhone, region only: detail and postal code null;
 * lib/format/delivery.ts). */
export const operatorDelivery = z.object({
  name: z.string(),
  phone: z.string(),
  region: z.string(),
  detail: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
});
export const orderListItem = z.object({
  id,
  userId: id,
  /** The buyer's phone: masked for viewers (like every operator answer). */
  phone: z.string(),
  productName: z.string(),
  kind: productKind,
  quantity: z.number().check(z.int(), z.positive()),
  total: money,
  status: orderStatus,
  createdAt: isoDateTime,
  requestedAt: z.nullable(isoDateTime),
  shippedAt: z.nullable(isoDateTime),
  deliveredAt: z.nullable(isoDateTime),
  carrier: z.nullable(z.string()),
  trackingNo: z.nullable(z.string()),
  /** Null until the buyer asks for delivery. */
  delivery: z.nullable(operatorDelivery),
});

/** The orders group's calls: request, answer and summary (the facts are in ./orders.facts.ts). */
export const ordersCalls = {
  orderShip: call({ request: orderShipRequest, response: operatorOrder, summary: 'Ship a delivery' }),
  orderDeliver: call({ request: z.object({ id }), response: operatorOrder, summary: 'Mark delivered' }),
  // The console's Orders and Market screens (mkt23).
  orderList: call({
    request: orderListRequest,
    response: pageOf(orderListItem),
    summary: 'Every order, newest first, by status and buyer, with its delivery address (masked for viewers)',
  }),
} satisfies Record<keyof typeof ordersFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
