// The zod half of the operator contract: each operator call's request and answer (the envelope's
// `result`; for 'stream' calls the answer is a file and `response` describes nothing). Facts in
// ./facts.ts, joined in ./calls.ts. No React, no browser APIs.
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/config';
import { identityPhoto, identityRejectionReason, identityStatus } from '../schemas/account';
import { hhmm, product, productKind, productType } from '../schemas/catalog';
import { applicationStatus, id, isoDate, isoDateTime, money, phone, positiveMoney, text, url } from '../schemas/common';
import { rechargeRejectionReason, rejectionReason } from '../schemas/wallet';
import { OPERATOR_ROLES } from './facts';
import { PRODUCT_PHOTOS_MAX } from '../limits';

export const operatorRole = z.enum(OPERATOR_ROLES);
/** Letters, digits, `.`, `_`, `-`; starts with a letter or digit (the token files' names too). */
export const operatorName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be letters, digits, . _ - (at most 64)');
export const totpCode = z.string().regex(/^\d{6}$/, 'must be 6 digits');
/** Console passwords: longer than a buyer's (staff accounts move money). */
export const operatorPassword = z.string().min(12, 'must be at least 12 characters').max(128);

const ok = z.object({ ok: z.literal(true) });
const none = z.object({});
const queryPage = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};
/** `{ items, total, page, pageSize }` for a paged operator answer. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
/** A query-string id (arrives as text). */
const qid = z.coerce.number().int().positive().max(2_147_483_647);
const dateRange = {
  /** First day included (UTC). */
  from: isoDate.optional(),
  /** Last day included (UTC). */
  to: isoDate.optional(),
};
/** Where it came from: console (a person in a browser) or token (the CLI, scripts). */
export const via = z.enum(['console', 'token']);

// --- Session ---------------------------------------------------------------------------------

export const operatorMe = z.object({
  name: operatorName,
  role: operatorRole,
  mustChangePassword: z.boolean(),
  /** Send it back in `x-csrf-token` on every write. */
  csrfToken: z.string(),
  /** When the session ends at the latest (absolute timeout), and when it ends if left idle. */
  expiresAt: isoDateTime,
  idleExpiresAt: isoDateTime,
});
export const signInRequest = z.object({
  name: operatorName,
  password: z.string().min(1).max(128),
  code: totpCode,
});

// --- Operators -------------------------------------------------------------------------------

export const operatorAccount = z.object({
  name: operatorName,
  role: operatorRole,
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
});
/** Shown once: the temporary password and the TOTP secret (base32) with its otpauth:// URI. */
export const operatorCredentials = z.object({
  name: operatorName,
  role: operatorRole,
  password: z.string(),
  totpSecret: z.string(),
  otpauthUri: z.string(),
});

// --- Audit -----------------------------------------------------------------------------------

export const auditEntry = z.object({
  id: z.number().int().positive(),
  at: isoDateTime,
  operator: z.string(),
  via: via.nullable(),
  /** The client address the change came from (null for rows older than the console). */
  address: z.string().nullable(),
  /** e.g. recharge.approve, product.edit, operator.add. */
  action: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export const auditListRequest = z.object({
  ...queryPage,
  operator: z.string().max(64).optional(),
  /** An action or its prefix: `recharge` matches recharge.approve and recharge.reject. */
  kind: z.string().max(64).optional(),
  ...dateRange,
});

// --- Dashboard -------------------------------------------------------------------------------

const queueCount = z.object({ count: z.number().int().nonnegative(), oldestAt: isoDateTime.nullable() });
export const dashboard = z.object({
  window: z.object({
    startTime: hhmm,
    endTime: hhmm,
    timeZone: z.string(),
    open: z.boolean(),
    /** Epoch ms of the next opening (closed) or closing (open): the countdown. */
    nextChangeAt: z.number().int(),
    now: z.number().int(),
  }),
  today: z.object({
    /** Since midnight in the window's time zone. */
    since: isoDateTime,
    orders: z.number().int().nonnegative(),
    sales: money,
  }),
  queues: z.object({ recharge: queueCount, withdraw: queueCount, refund: queueCount, identity: queueCount }),
  ledger: z.object({ ok: z.boolean(), checkedAt: isoDateTime }),
});

// --- Queues and decisions --------------------------------------------------------------------

export const applicationType = z.enum(['recharge', 'withdraw', 'refund']);
/** Two-person rule state of a withdrawal or refund above DUAL_APPROVAL_ABOVE. */
const approvalState = {
  /** The application needs two approvals (amount above the threshold). */
  needsSecondApproval: z.boolean(),
  /** Who gave the first approval, when it has one (still pending). */
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: isoDateTime.nullable(),
  reviewedBy: z.string().nullable(),
};
const queueBase = {
  id,
  userId: id,
  /** The buyer's phone, masked (138****0000). */
  phone: z.string(),
  status: applicationStatus,
  /** Staff note (never shown to the buyer). */
  reason: z.string().nullable(),
  createdAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
  ...approvalState,
};
export const queueRecharge = z.object({
  ...queueBase,
  type: z.literal('recharge'),
  amount: positiveMoney,
  accountId: id,
  payerName: z.string().nullable(),
  /** The receipt: a signed link (15 minutes) to the private file; null for viewers. */
  receipt: url.nullable(),
  reasonCode: rechargeRejectionReason.nullable(),
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
  reasonCode: rejectionReason.nullable(),
});
export const queueRefund = z.object({
  ...queueBase,
  type: z.literal('refund'),
  points: z.number().int().positive(),
  note: z.string().nullable(),
  reasonCode: rejectionReason.nullable(),
});
export const queueApplication = z.discriminatedUnion('type', [queueRecharge, queueWithdraw, queueRefund]);
export const queueApplicationsRequest = z.object({
  ...queryPage,
  type: applicationType,
  status: applicationStatus.optional(),
  userId: qid.optional(),
});
export const decideApplicationRequest = z
  .object({
    type: applicationType,
    id,
    decision: z.enum(['approve', 'reject']),
    /** Staff note (never shown to the buyer). */
    reason: z.string().trim().min(1).max(200).optional(),
    /** The code the buyer reads, translated (default `other`); recharges have their own set. */
    reasonCode: z.enum([...new Set([...rejectionReason.options, ...rechargeRejectionReason.options])]).optional(),
  })
  .refine((b) => b.decision === 'approve' || b.reason !== undefined || b.reasonCode !== undefined, {
    message: 'is required to reject',
    path: ['reason'],
  })
  .refine(
    (b) =>
      b.reasonCode === undefined ||
      (b.type === 'recharge' ? rechargeRejectionReason : rejectionReason).safeParse(b.reasonCode).success,
    { message: 'is not a reason for this type', path: ['reasonCode'] },
  );
/**
 * The application after the decision, and what happened: `decided` (approved or rejected),
 * `awaiting_second` (a first approval recorded; another finance/admin operator must complete it).
 */
export const decideApplicationAnswer = z
  .object({ outcome: z.enum(['decided', 'awaiting_second']) })
  .and(queueApplication);

export const queueIdentity = z.object({
  userId: id,
  phone: z.string(),
  realName: z.string(),
  /** Masked except its last four; null for viewers. */
  idNumber: z.string().nullable(),
  /** Signed links (15 minutes); null for viewers. */
  frontImage: url.nullable(),
  backImage: url.nullable(),
  status: identityStatus.exclude(['none']),
  reason: z.string().nullable(),
  reasonCode: identityRejectionReason.nullable(),
  rejectedPhotos: z.array(identityPhoto),
  submittedAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
  reviewedBy: z.string().nullable(),
});
export const queueIdentitiesRequest = z.object({
  ...queryPage,
  status: identityStatus.exclude(['none']).optional(),
});
export const decideIdentityRequest = z
  .object({
    /** The user's id (one submission per user). */
    id,
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().min(1).max(200).optional(),
    reasonCode: identityRejectionReason.optional(),
    /** Rejecting: the photos to send again. */
    photos: z.array(identityPhoto).max(2).optional(),
  })
  .refine((b) => b.decision === 'approve' || b.reason !== undefined || b.reasonCode !== undefined, {
    message: 'is required to reject',
    path: ['reason'],
  })
  .refine((b) => b.decision === 'reject' || b.photos === undefined, {
    message: 'can only be named when rejecting',
    path: ['photos'],
  });

/** The CLI's unpaged lists (kept as they were). */
export const applicationListRequest = z.object({
  type: applicationType,
  status: applicationStatus.optional(),
  page: queryPage.page,
  pageSize: queryPage.pageSize,
});
export const legacyApplication = z.looseObject({
  id,
  userId: id,
  status: applicationStatus,
  reason: z.string().nullable(),
  reasonCode: z.string().nullable(),
  createdAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
  amount: z.number().optional(),
  points: z.number().optional(),
  proofImage: z.string().nullable().optional(),
});
export const identityListRequest = queueIdentitiesRequest;
export const legacyIdentity = z.looseObject({
  id,
  phone: z.string(),
  realName: z.string(),
  idNumber: z.string(),
  status: z.string(),
  frontImage: z.string().nullable(),
  backImage: z.string().nullable(),
  reasonCode: z.string().nullable(),
  reason: z.string().nullable(),
  rejectedPhotos: z.array(identityPhoto),
  reviewedBy: z.string().nullable(),
});

export const ledgerEntry = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  memo: z.string().nullable(),
  refId: z.number().int().nullable(),
  at: isoDateTime,
});
export const ledgerRequest = z.object({
  phone: z.string().min(1).max(20).optional(),
  userId: qid.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const ledgerAnswer = z.object({
  userId: id,
  balances: z.record(z.string(), z.number()),
  entries: z.array(ledgerEntry),
  audit: z.looseObject({ ok: z.boolean() }),
});

// --- Users -----------------------------------------------------------------------------------

export const userFindRequest = z
  .object({
    /** The full phone number (no partial search: a phone is personal data). */
    phone: phone.optional(),
    id: qid.optional(),
    invitationCode: z.string().trim().min(1).max(32).optional(),
  })
  .refine((q) => [q.phone, q.id, q.invitationCode].filter((v) => v !== undefined).length === 1, {
    message: 'give one of phone, id, invitationCode',
    path: ['phone'],
  });
export const userSummary = z.object({
  id,
  /** Masked for viewers. */
  phone: z.string(),
  nickname: z.string().nullable(),
  invitationCode: z.string().nullable(),
  frozen: z.boolean(),
  createdAt: isoDateTime,
});
export const userFindAnswer = z.object({ items: z.array(userSummary) });
export const userDetailRequest = z.object({ id: qid });
export const userDetail = z.object({
  user: userSummary.extend({
    frozenReason: z.string().nullable(),
    frozenAt: isoDateTime.nullable(),
    identityStatus,
    invitedBy: id.nullable(),
    invitations: z.number().int().nonnegative(),
  }),
  balances: z.record(z.string(), z.number()),
  ledger: z.array(ledgerEntry),
  orders: z.array(
    z.object({
      id,
      productName: z.string(),
      kind: productKind,
      quantity: z.number().int(),
      total: money,
      status: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  addresses: z.array(z.object({ id, name: z.string(), phone: z.string(), region: z.string(), detail: z.string() })),
});
export const userFreezeRequest = z
  .object({
    id,
    frozen: z.boolean(),
    /** Staff note, required to freeze (the buyer is told the account is frozen, not the note). */
    note: z.string().trim().min(1).max(200).optional(),
  })
  .refine((b) => !b.frozen || b.note !== undefined, { message: 'is required to freeze', path: ['note'] });

// --- Exports ---------------------------------------------------------------------------------

export const exportRequest = z.object({ ...dateRange });

// --- Catalogue, window, content --------------------------------------------------------------

export const operatorWindow = z.object({
  startTime: hhmm,
  endTime: hhmm,
  timeZone: z.string(),
  consignMarkupBp: z.number().int(),
});
export const windowSetRequest = z.object({
  startTime: hhmm,
  endTime: hhmm,
  timeZone: z.string().min(1).max(64).optional(),
  consignMarkupBp: z.number().int().min(-9000).max(100_000).optional(),
});
export const productTypeAddRequest = z.object({ name: text(40), sort: z.number().int().default(0) });
export const productFields = {
  name: text(120),
  price: positiveMoney,
  stock: z.number().int().min(0).max(1_000_000),
  kind: productKind.default('auction'),
  typeId: id.optional(),
  /** HTML, sanitised when saved. */
  description: z.string().max(20_000).default(''),
  offShelf: z.boolean().default(false),
  /** Uploaded images (uploadImages answers), shown in this order. */
  images: z.array(url).max(PRODUCT_PHOTOS_MAX).optional(),
};
export const productAddRequest = z.object(productFields);
export const productEditRequest = z.object({
  id,
  name: productFields.name.optional(),
  price: positiveMoney.optional(),
  stock: productFields.stock.optional(),
  kind: productKind.optional(),
  typeId: id.optional(),
  description: z.string().max(20_000).optional(),
  offShelf: z.boolean().optional(),
  images: productFields.images,
});
export const productListRequest = z.object({ ...queryPage, q: z.string().trim().max(120).optional() });

export const noticeAddRequest = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().min(1).max(50_000),
  pinned: z.boolean().default(false),
});
export const noticeAnswer = z.object({ id, title: z.string(), body: z.string(), pinned: z.boolean() });
export const articleSetRequest = z.object({
  id,
  title: z.string().trim().min(1).max(120),
  body: z.string().min(1).max(200_000),
  /** The language of title and body (issue 22); the default content locale when absent. */
  locale: z.enum(LOCALES).optional(),
  /** An agreement is published as a new version unless this is a draft (docs/i18n.md, "Operators"). */
  draft: z.boolean().default(false),
});
export const articleAnswer = z.object({
  id,
  title: z.string(),
  body: z.string(),
  locale: z.enum(LOCALES).optional(),
  /** The agreement version this change published, if it published one. */
  version: z.number().int().nullable().optional(),
});

/** Content that has text per locale (issue 22, docs/i18n.md). */
export const contentEntity = z.enum([
  'product_type',
  'product',
  'notice',
  'article',
  'company',
  'level',
  'chat_group',
  'app_config',
]);
export const contentTextSetRequest = z.object({
  entity: contentEntity,
  id: z.number().int().nonnegative(),
  locale: z.enum(LOCALES),
  texts: z
    .partialRecord(
      z.enum(['name', 'description', 'title', 'body', 'intro', 'address', 'app_change_log']),
      z.string().max(200_000),
    )
    .refine((t) => Object.keys(t).length > 0, 'at least one text'),
});
export const contentTextSetAnswer = z.object({
  entity: contentEntity,
  id: z.number().int(),
  locale: z.enum(LOCALES),
  fields: z.array(z.string()),
});
// Every language's texts of one content row (ui23: the catalogue's side-by-side editor).
export const contentTextField = z.enum(['name', 'description', 'title', 'body', 'intro', 'address', 'app_change_log']);
export const contentTextsRequest = z.object({ entity: contentEntity, id: z.coerce.number().int().nonnegative() });
export const contentTextsAnswer = z.object({
  entity: contentEntity,
  id: z.number().int(),
  /** The language of the row's own columns: what a reader gets where their language has no text. */
  defaultLocale: z.enum(LOCALES),
  /** The texts this kind of content has. */
  fields: z.array(contentTextField),
  /** locale → field → text; a language or a field left out has no text. */
  texts: z.partialRecord(z.enum(LOCALES), z.partialRecord(contentTextField, z.string())),
});
export const agreementKind = z.enum(['privacy', 'service', 'notice', 'risk']);
export const agreementPublishRequest = z.object({ agreement: agreementKind });
export const agreementPublishAnswer = z.object({
  agreement: agreementKind,
  version: z.number().int(),
  locales: z.array(z.enum(LOCALES)),
});
export const agreementAcceptancesRequest = z.object({ userId: z.coerce.number().int().positive().optional() });
export const agreementAcceptance = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  agreement: agreementKind,
  version: z.number().int(),
  locale: z.enum(LOCALES),
  source: z.enum(['register', 'reaccept']),
  acceptedAt: z.string(),
});
export const configEntry = z.object({ code: z.string(), value: z.string().nullable() });
export const configSetRequest = z.object({
  code: z.enum(['app_version', 'app_change_log']),
  /** null removes the entry. */
  value: z.string().trim().max(10_000).nullable(),
});

// --- Orders ----------------------------------------------------------------------------------

export const operatorOrder = z.looseObject({ id, status: z.string(), productName: z.string() });
export const orderShipRequest = z.object({
  id,
  carrier: text(60),
  trackingNo: text(60),
  correct: z.boolean().default(false),
});

// --- Chat ------------------------------------------------------------------------------------

export const chatGroup = z.object({ id, name: z.string(), general: z.boolean(), members: z.number().int() });
export const chatMemberAddRequest = z
  .object({ groupId: id, userId: id.optional(), phone: phone.optional() })
  .refine((b) => (b.userId === undefined) !== (b.phone === undefined), {
    message: 'give userId or phone',
    path: ['userId'],
  });

// --- Upkeep ----------------------------------------------------------------------------------

export const sweepRequest = z.object({ hours: z.number().min(1).max(8760).optional() });
export const sweepAnswer = z.object({
  deleted: z.number().int(),
  kept: z.number().int(),
  strayFiles: z.number().int(),
  olderThanHours: z.number(),
});

export { ok, none, product, productType };
