// After-sale requests (issue 37 #5, docs/decisions.md "After-sale"): within AFTER_SALE_WINDOW_DAYS
// of an order's delivery its buyer asks support about it (not received, damaged, not as
// described), with a text and up to six private photos; support asks for more, refunds to the
// wallet (whole or part) or rejects with a reason code.
import { z } from 'zod/mini';
import { id, image, isoDateTime, langMarks, money, pageQuery, paged, queryId, text, url } from './common';

/** At most this many photos per message (the opening request or a reply). */
export const AFTER_SALE_PHOTOS_MAX = 6;
/** A buyer's or support's message, trimmed. */
export const AFTER_SALE_TEXT_MAX = 1000;

export const afterSaleKind = z.enum(['not_received', 'damaged', 'not_as_described']);
export type AfterSaleKind = z.infer<typeof afterSaleKind>;

/**
 * open: waiting for support; info_requested: support asked the buyer for more (replyAfterSale);
 * refund_pending: a refund above DUAL_APPROVAL_ABOVE waits for a second operator's approval;
 * refunded and rejected close the case. The first three are "open": one per order at a time.
 */
export const afterSaleStatus = z.enum(['open', 'info_requested', 'refund_pending', 'refunded', 'rejected']);
export type AfterSaleStatus = z.infer<typeof afterSaleStatus>;
export const AFTER_SALE_OPEN_STATUSES = ['open', 'info_requested', 'refund_pending'] as const;

/** Why support rejected a request, as the code screens translate (`afterSale.rejection.<code>`). */
export const afterSaleRejectionReason = z.enum([
  'insufficient_evidence',
  'item_as_described',
  'delivery_confirmed',
  'outside_policy',
  'other',
]);
export type AfterSaleRejectionReason = z.infer<typeof afterSaleRejectionReason>;

/**
 * A step of a case. The buyer sees opened, info_requested, info_added, refunded, rejected; support
 * also sees refund_requested (a first approval above the threshold, waiting for a second).
 */
export const afterSaleEventKind = z.enum([
  'opened',
  'info_requested',
  'info_added',
  'refund_requested',
  'refunded',
  'rejected',
]);

/** Why a buyer may not open a request on this order now (each also a refusal reason). */
export const afterSaleRefusal = z.enum([
  'not_delivered',
  'after_sale_window_closed',
  'after_sale_open',
  'nothing_to_refund',
]);

/** A step as the buyer sees it: never support's internal note, never who in support. */
export const afterSaleEvent = z.object({
  id,
  at: isoDateTime,
  actor: z.enum(['buyer', 'support']),
  kind: afterSaleEventKind,
  /** The buyer's text, or support's question (info_requested); null otherwise. */
  text: z.nullable(z.string().check(z.maxLength(AFTER_SALE_TEXT_MAX))),
  /** Signed links (15 minutes) to the private photos of this step. */
  photos: z.array(image).check(z.maxLength(AFTER_SALE_PHOTOS_MAX)),
  /** refunded: the amount credited to the wallet, minor units. */
  amount: z.nullable(money),
  /** rejected: why. */
  reasonCode: z.nullable(afterSaleRejectionReason),
});

export const afterSaleCase = z.object({
  id,
  orderId: id,
  kind: afterSaleKind,
  status: afterSaleStatus,
  openedAt: isoDateTime,
  updatedAt: isoDateTime,
  /** What this case refunded, minor units (0 until refunded). */
  refunded: money,
  /** Oldest first. */
  events: z.array(afterSaleEvent),
});

/** GET getAfterSale?orderId=…: whether a request may be opened on the order, until when, and its cases. */
export const getAfterSaleRequest = z.object({ orderId: queryId });
export const afterSaleOfOrder = z.object({
  orderId: id,
  /** The item, named as the order list names it: in the reader's language where it has one. */
  productName: text(120),
  productImage: z.nullable(image),
  lang: langMarks('productName'),
  deliveredAt: z.nullable(isoDateTime),
  /** deliveredAt + AFTER_SALE_WINDOW_DAYS; null until delivered. */
  openUntil: z.nullable(isoDateTime),
  /** A new request may be opened now (openAfterSale); else `refusal` says why. */
  canOpen: z.boolean(),
  refusal: z.nullable(afterSaleRefusal),
  /** The order's total paid, what was refunded on it, and what may still be refunded, minor units. */
  paid: money,
  refunded: money,
  refundable: money,
  /** Newest first; at most one is open. */
  cases: z.array(afterSaleCase),
});

/** Photos are URLs the upload call (uploadImages) answered to this user; they become private. */
const photos = z._default(z.array(url).check(z.maxLength(AFTER_SALE_PHOTOS_MAX)), []);

export const openAfterSaleRequest = z.object({
  orderId: id,
  kind: afterSaleKind,
  text: text(AFTER_SALE_TEXT_MAX),
  photos,
});
export const replyAfterSaleRequest = z.object({
  caseId: id,
  text: text(AFTER_SALE_TEXT_MAX),
  photos,
});
export const afterSaleResult = z.object({ case: afterSaleCase });

/** The buyer's cases, newest activity first. */
export const afterSaleListRequest = z.object({ ...pageQuery });
export const afterSaleListItem = z.object({
  id,
  orderId: id,
  productName: text(120),
  productImage: z.nullable(image),
  lang: langMarks('productName'),
  kind: afterSaleKind,
  status: afterSaleStatus,
  openedAt: isoDateTime,
  updatedAt: isoDateTime,
  refunded: money,
});
export const afterSaleList = paged(afterSaleListItem);
