// The aftersale group of operator calls (issue 37 #5): the queue of buyers' after-sale requests, one
// case with its order and steps, and support's steps (ask for more, refund, second approval,
// reject). The group's facts (method, path, roles) are in ./aftersale.facts.ts; ../calls.ts joins.
import { z } from 'zod/mini';
import {
  AFTER_SALE_TEXT_MAX,
  afterSaleEventKind,
  afterSaleKind,
  afterSaleRejectionReason,
  afterSaleStatus,
} from '../../schemas/aftersale';
import { id, image, isoDateTime, money, positiveMoney, text } from '../../schemas/common';
import { orderStatus } from '../../schemas/orders';
import { call, pageOf, qid, queryPage, type OperatorCallSchemas } from './shared';
import type { aftersaleFacts } from './aftersale.facts';

/** The queue's filter: one status, or `open` for the three open ones (the default), or `all`. */
export const afterSaleQueueFilter = z.enum(['open', 'all', ...afterSaleStatus.options]);
export const afterSaleQueueRequest = z.object({
  ...queryPage,
  status: z._default(afterSaleQueueFilter, 'open'),
  userId: z.optional(qid),
});

/** Two-person state of a refund above DUAL_APPROVAL_ABOVE. */
const pendingRefund = {
  /** The amount the first approver asked to refund; null unless refund_pending. */
  pendingAmount: z.nullable(positiveMoney),
  firstApprovedBy: z.nullable(z.string()),
  firstApprovedAt: z.nullable(isoDateTime),
};

export const afterSaleQueueItem = z.object({
  id,
  orderId: id,
  userId: id,
  /** The buyer's phone: masked (138****0000), like every operator answer. */
  phone: z.string(),
  productName: z.string(),
  kind: afterSaleKind,
  status: afterSaleStatus,
  openedAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The order's total paid, and what was refunded on it by every case, minor units. */
  paid: money,
  refunded: money,
  ...pendingRefund,
});

/** A step as support sees it: who (the operator's name, or `buyer`), and support's internal note. */
export const operatorAfterSaleEvent = z.object({
  id,
  at: isoDateTime,
  /** `buyer`, or the operator's name. */
  actor: z.string(),
  kind: afterSaleEventKind,
  text: z.nullable(z.string().check(z.maxLength(AFTER_SALE_TEXT_MAX))),
  /** Signed links (15 minutes) to the private photos; empty for viewers (photoCount still says how many). */
  photos: z.array(image),
  photoCount: z.number().check(z.int(), z.nonnegative()),
  amount: z.nullable(money),
  reasonCode: z.nullable(afterSaleRejectionReason),
  /** Support's note (refund, reject): never shown to the buyer. */
  note: z.nullable(z.string()),
});

export const afterSaleCaseDetail = z.object({
  case: afterSaleQueueItem,
  order: z.object({
    id,
    productId: id,
    productName: z.string(),
    quantity: z.number().check(z.int(), z.positive()),
    total: money,
    status: orderStatus,
    createdAt: isoDateTime,
    shippedAt: z.nullable(isoDateTime),
    deliveredAt: z.nullable(isoDateTime),
    deliveredBy: z.nullable(z.enum(['buyer', 'operator'])),
    carrier: z.nullable(z.string()),
    trackingNo: z.nullable(z.string()),
  }),
  /** What may still be refunded on the order (paid − refunded), minor units. */
  refundable: money,
  /** Whether a refund of `refundable` would need a second approval (above DUAL_APPROVAL_ABOVE). */
  dualApprovalAbove: money,
  /** Oldest first. */
  events: z.array(operatorAfterSaleEvent),
});

export const askAfterSaleInfoRequest = z.object({ id, message: text(AFTER_SALE_TEXT_MAX) });
export const refundAfterSaleRequest = z.object({ id, amount: positiveMoney, note: z.optional(text(500)) });
export const approveAfterSaleRefundRequest = z.object({ id });
export const rejectAfterSaleRequest = z.object({
  id,
  reasonCode: afterSaleRejectionReason,
  note: z.optional(text(500)),
});
/** refunded: the money moved; awaiting_second: the amount is above the threshold and waits for another operator. */
export const afterSaleRefundAnswer = z.object({
  outcome: z.enum(['refunded', 'awaiting_second']),
  detail: afterSaleCaseDetail,
});

export const aftersaleCalls = {
  afterSaleQueue: call({
    request: afterSaleQueueRequest,
    response: pageOf(afterSaleQueueItem),
    summary: 'After-sale requests, oldest activity first (open ones by default); phones masked',
  }),
  afterSaleCase: call({
    request: z.object({ id: qid }),
    response: afterSaleCaseDetail,
    summary: 'One after-sale case: its order, every step and its photos (signed links; none for viewers)',
  }),
  askAfterSaleInfo: call({
    request: askAfterSaleInfoRequest,
    response: afterSaleCaseDetail,
    summary: 'Ask the buyer for more (text and photos); the buyer is notified',
  }),
  refundAfterSale: call({
    request: refundAfterSaleRequest,
    response: afterSaleRefundAnswer,
    summary:
      "Refund to the buyer's wallet from the platform's account (whole or part, at most what is left); above DUAL_APPROVAL_ABOVE it waits for a second operator",
  }),
  approveAfterSaleRefund: call({
    request: approveAfterSaleRefundRequest,
    response: afterSaleRefundAnswer,
    summary: 'Second approval of a refund above DUAL_APPROVAL_ABOVE, by another console operator (else own_approval)',
  }),
  rejectAfterSale: call({
    request: rejectAfterSaleRequest,
    response: afterSaleCaseDetail,
    summary: 'Close the case without a refund, with a reason code the buyer sees (the note stays internal)',
  }),
} satisfies Record<keyof typeof aftersaleFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
