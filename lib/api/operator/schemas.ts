// The zod half of the operator contract: each operator call's request and answer (the envelope's
// `result`; for 'stream' calls the answer is a file and `response` describes nothing). Facts in
// ./facts.ts, joined in ./calls.ts. No React, no browser APIs.
import { z } from 'zod/mini';
import { LOCALES } from '@/lib/i18n/config';
import { identityPhoto, identityRejectionReason, identityReviewStatus, identityStatus } from '../schemas/account';
import { hhmm, product, productKind, productType } from '../schemas/catalog';
import { applicationStatus, id, isoDate, isoDateTime, money, phone, positiveMoney, text, url } from '../schemas/common';
import { messageId } from '../schemas/chat';
import { orderStatus } from '../schemas/orders';
import { rechargeRejectionReason, rejectionReason } from '../schemas/wallet';
import { OPERATOR_ROLES } from './facts';
import { PRODUCT_PHOTOS_MAX } from '../limits';

export const operatorRole = z.enum(OPERATOR_ROLES);
/** Letters, digits, `.`, `_`, `-`; starts with a letter or digit (the token files' names too). */
export const operatorName = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be letters, digits, . _ - (at most 64)'));
export const totpCode = z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits'));
/** Console passwords: longer than a buyer's (staff accounts move money). */
export const operatorPassword = z.string().check(z.minLength(12, 'must be at least 12 characters'), z.maxLength(128));

const ok = z.object({ ok: z.literal(true) });
const none = z.object({});
const queryPage = {
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
};
/** `{ items, total, page, pageSize }` for a paged operator answer. */
export function pageOf<T extends z.core.SomeType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    page: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
  });
}
/** A query-string id (arrives as text). */
const qid = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const dateRange = {
  /** First day included (UTC). */
  from: z.optional(isoDate),
  /** Last day included (UTC). */
  to: z.optional(isoDate),
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
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  code: totpCode,
});

// --- Operators -------------------------------------------------------------------------------

export const operatorAccount = z.object({
  name: operatorName,
  role: operatorRole,
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: isoDateTime,
  lastSignInAt: z.nullable(isoDateTime),
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
  id: z.number().check(z.int(), z.positive()),
  at: isoDateTime,
  operator: z.string(),
  via: z.nullable(via),
  /** The client address the change came from (null for rows older than the console). */
  address: z.nullable(z.string()),
  /** e.g. recharge.approve, product.edit, operator.add. */
  action: z.string(),
  target: z.string(),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  details: z.record(z.string(), z.unknown()),
});
export const auditListRequest = z.object({
  ...queryPage,
  operator: z.optional(z.string().check(z.maxLength(64))),
  /** An action or its prefix: `recharge` matches recharge.approve and recharge.reject. */
  kind: z.optional(z.string().check(z.maxLength(64))),
  ...dateRange,
});

// --- Dashboard -------------------------------------------------------------------------------

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

// --- Queues and decisions --------------------------------------------------------------------

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

// --- Users -----------------------------------------------------------------------------------

export const userFindRequest = z
  .object({
    /** The full phone number (no partial search: a phone is personal data). */
    phone: z.optional(phone),
    id: z.optional(qid),
    invitationCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
  })
  .check(
    z.refine((q) => [q.phone, q.id, q.invitationCode].filter((v) => v !== undefined).length === 1, {
      message: 'give one of phone, id, invitationCode',
      path: ['phone'],
    }),
  );
export const userSummary = z.object({
  id,
  /** Masked for viewers. */
  phone: z.string(),
  nickname: z.nullable(z.string()),
  invitationCode: z.nullable(z.string()),
  frozen: z.boolean(),
  createdAt: isoDateTime,
});
export const userFindAnswer = z.object({ items: z.array(userSummary) });
export const userDetailRequest = z.object({ id: qid });
export const userDetail = z.object({
  user: z.extend(userSummary, {
    frozenReason: z.nullable(z.string()),
    frozenAt: z.nullable(isoDateTime),
    identityStatus,
    invitedBy: z.nullable(id),
    invitations: z.number().check(z.int(), z.nonnegative()),
  }),
  balances: z.record(z.string(), z.number()),
  ledger: z.array(ledgerEntry),
  orders: z.array(
    z.object({
      id,
      productName: z.string(),
      kind: productKind,
      quantity: z.number().check(z.int()),
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
    note: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  })
  .check(z.refine((b) => !b.frozen || b.note !== undefined, { message: 'is required to freeze', path: ['note'] }));

// --- Exports ---------------------------------------------------------------------------------

/** The years an export may name: every row is inside them, and the database takes every date. */
export const EXPORT_YEARS = { first: 2000, last: 2100 } as const;
/**
 * An export's day: a date the database can take (`9999-12-31` was a database error behind a 200),
 * refused by the contract on both surfaces before the audit row or the first byte.
 */
const exportDay = isoDate.check(
  z.refine((d) => d >= `${EXPORT_YEARS.first}-01-01` && d <= `${EXPORT_YEARS.last}-12-31`, {
    message: `must be between ${EXPORT_YEARS.first}-01-01 and ${EXPORT_YEARS.last}-12-31`,
    params: { rule: 'date' },
  }),
);
/**
 * No span limit: the file is streamed page by page whatever the range (a range left open is the
 * whole table anyway). `to` before `from` names `to`.
 */
export const exportRequest = z
  .object({
    /** First day included (UTC). */
    from: z.optional(exportDay),
    /** Last day included (UTC). */
    to: z.optional(exportDay),
  })
  .check(
    z.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: 'must not be before from',
      path: ['to'],
    }),
  );

// --- Catalogue, window, content --------------------------------------------------------------

export const operatorWindow = z.object({
  startTime: hhmm,
  endTime: hhmm,
  timeZone: z.string(),
  consignMarkupBp: z.number().check(z.int()),
});
export const windowSetRequest = z.object({
  startTime: hhmm,
  endTime: hhmm,
  timeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  consignMarkupBp: z.optional(z.number().check(z.int(), z.gte(-9000), z.lte(100_000))),
});
export const productTypeAddRequest = z.object({ name: text(40), sort: z._default(z.number().check(z.int()), 0) });
export const productFields = {
  name: text(120),
  price: positiveMoney,
  stock: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
  kind: z._default(productKind, 'auction'),
  typeId: z.optional(id),
  /** HTML, sanitised when saved. */
  description: z._default(z.string().check(z.maxLength(20_000)), ''),
  offShelf: z._default(z.boolean(), false),
  /** Uploaded images (uploadImages answers), shown in this order. */
  images: z.optional(z.array(url).check(z.maxLength(PRODUCT_PHOTOS_MAX))),
};
export const productAddRequest = z.object(productFields);
export const productEditRequest = z.object({
  id,
  name: z.optional(productFields.name),
  price: z.optional(positiveMoney),
  stock: z.optional(productFields.stock),
  kind: z.optional(productKind),
  typeId: z.optional(id),
  description: z.optional(z.string().check(z.maxLength(20_000))),
  offShelf: z.optional(z.boolean()),
  images: productFields.images,
});
export const productListRequest = z.object({
  ...queryPage,
  q: z.optional(z.string().check(z.trim(), z.maxLength(120))),
});

export const noticeAddRequest = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.minLength(1), z.maxLength(50_000)),
  pinned: z._default(z.boolean(), false),
});
export const noticeAnswer = z.object({ id, title: z.string(), body: z.string(), pinned: z.boolean() });
export const articleSetRequest = z.object({
  id,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.minLength(1), z.maxLength(200_000)),
  /** The language of title and body (issue 22); the default content locale when absent. */
  locale: z.optional(z.enum(LOCALES)),
  /** An agreement is published as a new version unless this is a draft (docs/i18n.md, "Operators"). */
  draft: z._default(z.boolean(), false),
});
export const articleAnswer = z.object({
  id,
  title: z.string(),
  body: z.string(),
  locale: z.optional(z.enum(LOCALES)),
  /** The agreement version this change published, if it published one. */
  version: z.optional(z.nullable(z.number().check(z.int()))),
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
  id: z.number().check(z.int(), z.nonnegative()),
  locale: z.enum(LOCALES),
  texts: z
    .partialRecord(
      z.enum(['name', 'description', 'title', 'body', 'intro', 'address', 'app_change_log']),
      z.string().check(z.maxLength(200_000)),
    )
    .check(z.refine((t) => Object.keys(t).length > 0, 'at least one text')),
});
export const contentTextSetAnswer = z.object({
  entity: contentEntity,
  id: z.number().check(z.int()),
  locale: z.enum(LOCALES),
  fields: z.array(z.string()),
});
// Every language's texts of one content row (ui23: the catalogue's side-by-side editor).
export const contentTextField = z.enum(['name', 'description', 'title', 'body', 'intro', 'address', 'app_change_log']);
export const contentTextsRequest = z.object({
  entity: contentEntity,
  id: z.coerce.number().check(z.int(), z.nonnegative()),
});
export const contentTextsAnswer = z.object({
  entity: contentEntity,
  id: z.number().check(z.int()),
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
  version: z.number().check(z.int()),
  locales: z.array(z.enum(LOCALES)),
});
export const agreementAcceptancesRequest = z.object({
  userId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export const agreementAcceptance = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  agreement: agreementKind,
  version: z.number().check(z.int()),
  locale: z.enum(LOCALES),
  source: z.enum(['register', 'reaccept']),
  acceptedAt: z.string(),
});
export const configEntry = z.object({ code: z.string(), value: z.nullable(z.string()) });
export const configSetRequest = z.object({
  code: z.enum(['app_version', 'app_change_log']),
  /** null removes the entry. */
  value: z.nullable(z.string().check(z.trim(), z.maxLength(10_000))),
});

// The console's Content screen (con23): notices newest first (pinned ones too: the order buyers
// see is theirs), every article; bodies as stored, i.e. already sanitised by the server.
export const noticeListRequest = z.object({ ...queryPage });
export const operatorNotice = z.object({
  id,
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
});
export const noticeEditRequest = z.object({
  id,
  title: z.optional(noticeAddRequest.shape.title),
  body: z.optional(noticeAddRequest.shape.body),
  pinned: z.optional(z.boolean()),
});
export const operatorArticle = z.object({ id, title: z.string(), body: z.string(), updatedAt: z.string() });

// --- Orders ----------------------------------------------------------------------------------

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
});
/** An item type as the console lists it (productTypeAdd answers the same row). */
export const productTypeRow = z.object({ id, name: z.string(), sort: z.number().check(z.int()) });

// --- Chat ------------------------------------------------------------------------------------

export const chatGroup = z.object({ id, name: z.string(), general: z.boolean(), members: z.number().check(z.int()) });
export const chatMemberAddRequest = z.object({ groupId: id, userId: z.optional(id), phone: z.optional(phone) }).check(
  z.refine((b) => (b.userId === undefined) !== (b.phone === undefined), {
    message: 'give userId or phone',
    path: ['userId'],
  }),
);

// Chat moderation reads (issue 23).
export const chatMembersRequest = z.object({ groupId: qid });
export const chatMember = z.object({
  userId: id,
  nickname: z.string(),
  /** Full for support/admin, masked (138****0000) for a viewer. */
  phone: z.string(),
  joinedAt: isoDateTime,
});
/** Newest first; `before` pages back (the smallest id of the page before). */
export const chatMessagesRequest = z.object({
  groupId: qid,
  before: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 30),
});
export const chatModeratedMessage = z.object({
  id: messageId,
  sender: z.object({ id, nickname: z.string() }),
  text: z.nullable(z.string()),
  /** The uploaded image's own path (/uploads/…), shown small. */
  image: z.nullable(z.string()),
  createdAt: isoDateTime,
});

// --- Upkeep ----------------------------------------------------------------------------------

export const sweepRequest = z.object({ hours: z.optional(z.number().check(z.gte(1), z.lte(8760))) });
export const sweepAnswer = z.object({
  deleted: z.number().check(z.int()),
  kept: z.number().check(z.int()),
  strayFiles: z.number().check(z.int()),
  olderThanHours: z.number(),
});

export { ok, none, product, productType };
