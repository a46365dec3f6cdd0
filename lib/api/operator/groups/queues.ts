// The queues group of operator calls: the dashboard, the application and identity queues and their
// decisions, a user's ledger. One entry per call: its request and answer schemas and its summary.
// The group's facts (method, path, roles, payload) are in ./queues.facts.ts, kept free of zod for
// the console's screens; ../calls.ts joins the two.
import { z } from 'zod/mini';
import { identityPhoto, identityRejectionReason, identityReviewStatus } from '../../schemas/account';
import { hhmm } from '../../schemas/catalog';
import { applicationStatus, id, isoDateTime, money, positiveMoney, url } from '../../schemas/common';
import { rechargeRejectionReason, rejectionReason } from '../../schemas/wallet';
import { bulkAnswer, bulkIds } from './bulk';
import { dashboardSeries } from './dashboard-series';
import { call, none, pageOf, qid, queryPage, type OperatorCallSchemas } from './shared';
import type { queuesFacts } from './queues.facts';

const queueCount = z.object({ count: z.number().check(z.int(), z.nonnegative()), oldestAt: z.nullable(isoDateTime) });
export const dashboard = z.object({
  window: z.object({
    startTime: hhmm,
    endTime: hhmm,
    timeZone: z.string(),
    open: z.boolean(),
    /** Epoch ms of the next opening (closed) or closing (open): the countdown. */
    nextChangeAt: z.number().check(z.int()),
    now: z.number().check(z.int()),
  }),
  today: z.object({
    /** Since midnight in the window's time zone. */
    since: isoDateTime,
    orders: z.number().check(z.int(), z.nonnegative()),
    sales: money,
  }),
  queues: z.object({ recharge: queueCount, withdraw: queueCount, refund: queueCount, identity: queueCount }),
  ledger: z.object({ ok: z.boolean(), checkedAt: isoDateTime }),
});
export const applicationType = z.enum(['recharge', 'withdraw', 'refund']);
/** Two-person rule state of a withdrawal or refund above DUAL_APPROVAL_ABOVE. */
const approvalState = {
  /** The application needs two approvals (amount above the threshold). */
  needsSecondApproval: z.boolean(),
  /** Who gave the first approval, when it has one (still pending). */
  firstApprovedBy: z.nullable(z.string()),
  firstApprovedAt: z.nullable(isoDateTime),
  reviewedBy: z.nullable(z.string()),
};
const queueBase = {
  id,
  userId: id,
  /** The buyer's phone, masked (138****0000). */
  phone: z.string(),
  status: applicationStatus,
  /** Staff note (never shown to the buyer). */
  reason: z.nullable(z.string()),
  createdAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
  ...approvalState,
};
export const queueRecharge = z.object({
  ...queueBase,
  type: z.literal('recharge'),
  amount: positiveMoney,
  accountId: id,
  payerName: z.nullable(z.string()),
  /** The receipt: a signed link (15 minutes) to the private file; null for viewers. */
  receipt: z.nullable(url),
  reasonCode: z.nullable(rechargeRejectionReason),
});
export const queueWithdraw = z.object({
  ...queueBase,
  type: z.literal('withdraw'),
  amount: positiveMoney,
  fee: money,
  bankName: z.string(),
  holderName: z.string(),
  /** Masked: **** **** **** 1234. */
  account: z.string(),
  reasonCode: z.nullable(rejectionReason),
});
export const queueRefund = z.object({
  ...queueBase,
  type: z.literal('refund'),
  points: z.number().check(z.int(), z.positive()),
  note: z.nullable(z.string()),
  reasonCode: z.nullable(rejectionReason),
});
export const queueApplication = z.discriminatedUnion('type', [queueRecharge, queueWithdraw, queueRefund]);
export const queueApplicationsRequest = z.object({
  ...queryPage,
  type: applicationType,
  status: z.optional(applicationStatus),
  userId: z.optional(qid),
});
export const decideApplicationRequest = z
  .object({
    type: applicationType,
    id,
    decision: z.enum(['approve', 'reject']),
    /** Staff note (never shown to the buyer). */
    reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    /** The code the buyer reads, translated (default `other`); recharges have their own set. */
    reasonCode: z.optional(z.enum([...new Set([...rejectionReason.options, ...rechargeRejectionReason.options])])),
  })
  .check(
    z.refine((b) => b.decision === 'approve' || b.reason !== undefined || b.reasonCode !== undefined, {
      message: 'is required to reject',
      path: ['reason'],
    }),
    z.refine(
      (b) =>
        b.reasonCode === undefined ||
        (b.type === 'recharge' ? rechargeRejectionReason : rejectionReason).safeParse(b.reasonCode).success,
      { message: 'is not a reason for this type', path: ['reasonCode'] },
    ),
  );
/**
 * The application after the decision, and what happened: `decided` (approved or rejected),
 * `awaiting_second` (a first approval recorded; another finance/admin operator must complete it).
 */
export const decideApplicationAnswer = z.intersection(
  z.object({ outcome: z.enum(['decided', 'awaiting_second']) }),
  queueApplication,
);
export const queueIdentity = z.object({
  userId: id,
  phone: z.string(),
  realName: z.string(),
  /** Masked except its last four; null for viewers. */
  idNumber: z.nullable(z.string()),
  /** Signed links (15 minutes); null for viewers. */
  frontImage: z.nullable(url),
  backImage: z.nullable(url),
  status: identityReviewStatus,
  reason: z.nullable(z.string()),
  reasonCode: z.nullable(identityRejectionReason),
  rejectedPhotos: z.array(identityPhoto),
  submittedAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
  reviewedBy: z.nullable(z.string()),
});
export const queueIdentitiesRequest = z.object({
  ...queryPage,
  status: z.optional(identityReviewStatus),
});
export const decideIdentityRequest = z
  .object({
    /** The user's id (one submission per user). */
    id,
    decision: z.enum(['approve', 'reject']),
    reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
    reasonCode: z.optional(identityRejectionReason),
    /** Rejecting: the photos to send again. */
    photos: z.optional(z.array(identityPhoto).check(z.maxLength(2))),
  })
  .check(
    z.refine((b) => b.decision === 'approve' || b.reason !== undefined || b.reasonCode !== undefined, {
      message: 'is required to reject',
      path: ['reason'],
    }),
    z.refine((b) => b.decision === 'reject' || b.photos === undefined, {
      message: 'can only be named when rejecting',
      path: ['photos'],
    }),
  );
/** Only withdrawals carry an account number to pay to. */
export const revealApplicationRequest = z.object({ type: z.literal('withdraw'), id });
export const revealApplicationAnswer = z.object({
  type: z.literal('withdraw'),
  id,
  bankName: z.string(),
  holderName: z.string(),
  /** The whole account number, digits only; null when it is not known (an application older than 0024 whose card has changed since). */
  account: z.nullable(z.string()),
});
export const revealIdentityRequest = z.object({
  /** The user's id (one submission per user). */
  id,
});
export const revealIdentityAnswer = z.object({ id, realName: z.string(), idNumber: z.string() });
/** The CLI's unpaged lists (kept as they were). */
export const applicationListRequest = z.object({
  type: applicationType,
  status: z.optional(applicationStatus),
  page: queryPage.page,
  pageSize: queryPage.pageSize,
});
export const legacyApplication = z.looseObject({
  id,
  userId: id,
  status: applicationStatus,
  reason: z.nullable(z.string()),
  reasonCode: z.nullable(z.string()),
  createdAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
  amount: z.optional(z.number()),
  points: z.optional(z.number()),
  proofImage: z.optional(z.nullable(z.string())),
});
export const identityListRequest = queueIdentitiesRequest;
export const legacyIdentity = z.looseObject({
  id,
  phone: z.string(),
  realName: z.string(),
  idNumber: z.string(),
  status: z.string(),
  frontImage: z.nullable(z.string()),
  backImage: z.nullable(z.string()),
  reasonCode: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  rejectedPhotos: z.array(identityPhoto),
  reviewedBy: z.nullable(z.string()),
});
export const ledgerEntry = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  kind: z.string(),
  amount: z.number().check(z.int()),
  balanceAfter: z.number().check(z.int()),
  memo: z.nullable(z.string()),
  refId: z.nullable(z.number().check(z.int())),
  at: isoDateTime,
});
export const ledgerRequest = z.object({
  phone: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  userId: z.optional(qid),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 50),
});
export const ledgerAnswer = z.object({
  userId: id,
  balances: z.record(z.string(), z.number()),
  entries: z.array(ledgerEntry),
  audit: z.looseObject({ ok: z.boolean() }),
});

/** The queues group's calls: request, answer and summary (the facts are in ./queues.facts.ts). */
export const queuesCalls = {
  dashboard: call({ request: none, response: dashboard, summary: 'Window, today, queues, ledger audit' }),
  dashboardSeries: call({
    request: none,
    response: dashboardSeries,
    summary: "Sales, orders, recharges and withdrawals per day of the window's time zone, last 30 days",
  }),
  queueApplications: call({
    request: queueApplicationsRequest,
    response: pageOf(queueApplication),
    summary: 'Recharges, withdrawals or score refunds, oldest pending first',
  }),
  queueIdentities: call({
    request: queueIdentitiesRequest,
    response: pageOf(queueIdentity),
    summary: 'Identity checks with both photos, oldest first',
  }),
  decideApplication: call({
    request: decideApplicationRequest,
    response: decideApplicationAnswer,
    summary: 'Approve or reject a recharge, withdrawal or score refund (two-person rule above the threshold)',
  }),
  decideIdentity: call({
    request: decideIdentityRequest,
    response: legacyIdentity,
    summary: 'Approve or reject an identity check',
  }),
  identityApproveBulk: call({
    request: bulkIds,
    response: bulkAnswer,
    summary: 'Approve several pending identity checks: a result per check, each audited',
  }),
  revealApplication: call({
    request: revealApplicationRequest,
    response: revealApplicationAnswer,
    summary: "A withdrawal's whole account number and holder (audited: withdraw.reveal)",
  }),
  revealIdentity: call({
    request: revealIdentityRequest,
    response: revealIdentityAnswer,
    summary: "An identity check's whole ID number (audited: identity.reveal)",
  }),
  applicationList: call({
    request: applicationListRequest,
    response: z.array(legacyApplication),
    summary: 'Applications of one type, newest first (the CLI)',
  }),
  identityList: call({
    request: identityListRequest,
    response: z.array(legacyIdentity),
    summary: 'Identity submissions, oldest first (the CLI)',
  }),
  ledger: call({ request: ledgerRequest, response: ledgerAnswer, summary: "A user's ledger and the audit" }),
} satisfies Record<keyof typeof queuesFacts, OperatorCallSchemas<z.ZodMiniType, z.ZodMiniType>>;
