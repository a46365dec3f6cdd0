// The orders group of operator calls: every order, shipping and delivery. One entry per call: its
// request and answer schemas and its summary. The group's facts (method, path, roles, payload) are
// in ./orders.facts.ts, kept free of zod for the console's screens; ../calls.ts joins the two.
import { z } from 'zod/mini';
import { productKind } from '../../schemas/catalog';
import { id, isoDateTime, money, text } from '../../schemas/common';
import { orderStatus } from '../../schemas/orders';
import { bulkAnswer, bulkOf } from './bulk';
import { call, pageOf, qid, queryPage, type OperatorCallSchemas } from './shared';
import type { ordersFacts } from './orders.facts';

export const operatorOrder = z.looseObject({ id, status: z.string(), productName: z.string() });
export const orderShipRequest = z.object({
  id,
  carrier: text(60),
  trackingNo: text(60),
  correct: z._default(z.boolean(), false),
});
/** Several orders shipped with one carrier, each with its own tracking number (issue 42 #8). */
export const orderShipBulkRequest = z.object({
  carrier: text(60),
  items: bulkOf(z.object({ id, trackingNo: text(60) }), (o) => o.id),
});
// The console's Orders screen (mkt23): one row per order with its buyer and delivery.
/** The Orders table's sortable columns (issue 42 #6); ties fall back to the newest id. */
export const orderSort = z.enum(['createdAt', 'total', 'id']);
export const orderListRequest = z.object({
  ...queryPage,
  status: z.optional(orderStatus),
  userId: z.optional(qid),
  sort: z._default(orderSort, 'createdAt'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
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
  orderShipBulk: call({
    request: orderShipBulkRequest,
    response: bulkAnswer,
    summary: 'Ship several orders (one carrier, a tracking number each): a result per order, each audited',
  }),
  // The console's Orders and Market screens (mkt23).
  orderList: call({
    request: orderListRequest,
    response: pageOf(orderListItem),
    summary: 'Every order, newest first, by status and buyer, with its delivery address (masked for viewers)',
  }),
} satisfies Record<keyof typeof ordersFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
