// Wallet: bank details, recharge, withdrawal, score refund and the ledger.
import { z } from 'zod/mini';
import {
  applicationStatus,
  cardNumber,
  id,
  isoDateTime,
  langMarks,
  maskedCardNumber,
  money,
  pageQuery,
  paged,
  payPassword,
  positiveMoney,
  signedMoney,
  text,
  url,
} from './common';

/** A platform receiving account shown on the recharge page: the user transfers to it, in full. */
export const platformAccount = z.object({
  id,
  bankName: text(60),
  accountName: text(60),
  accountNumber: z.string().check(z.regex(/^[0-9 -]{6,40}$/, 'must be digits')),
  branch: z.nullable(z.string().check(z.maxLength(120))),
  /** The branch's language (issue 41 #3: a branch is content per locale); absent without a branch. */
  lang: langMarks('branch'),
});
export const platformBankInfo = z.object({
  accounts: z.array(platformAccount),
  /** Smallest and largest recharge accepted, minor units. */
  minAmount: money,
  maxAmount: money,
  /** Instructions shown above the accounts (plain text). */
  instructions: z.string().check(z.maxLength(2000)),
  /** The instructions' language: the reader's, or the default content locale's where untranslated. */
  lang: langMarks('instructions'),
});

/** The user's own card for withdrawals, number masked except the last four digits. */
export const userBankInfo = z.object({
  bankName: text(60),
  holderName: text(60),
  cardNumber: maskedCardNumber,
  last4: z.string().check(z.regex(/^\d{4}$/)),
  branch: z.nullable(z.string().check(z.maxLength(120))),
  updatedAt: isoDateTime,
});
/** null when the user has not saved a card yet. */
export const userBankInfoResult = z.nullable(userBankInfo);

/** Saving or replacing the withdrawal card needs the pay password. */
export const saveUserBankInfoRequest = z.object({
  bankName: text(60),
  holderName: text(60),
  cardNumber,
  branch: z.optional(text(120)),
  payPassword,
});

/**
 * Why an operator rejected a recharge, as a code screens translate (`wallet.rejection.<code>`);
 * `other` when the operator gave only a note. The note itself is for staff.
 */
export const rechargeRejectionReason = z.enum([
  'payment_not_received',
  'amount_mismatch',
  'receipt_unclear',
  'duplicate',
  'other',
]);

export const rechargeApplication = z.object({
  id,
  amount: positiveMoney,
  accountId: id,
  proofImage: z.nullable(url),
  status: applicationStatus,
  /** The operator's own note (free text, their language); screens show `reasonCode`. */
  reason: z.nullable(z.string().check(z.maxLength(200))),
  /** Set when rejected. */
  reasonCode: z.nullable(rechargeRejectionReason),
  createdAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
});

/** A transfer the user made to a platform account, waiting for an operator to confirm it. */
export const applyRechargeRequest = z.object({
  amount: positiveMoney,
  /** The platform account transferred to (GetBankInfo). */
  accountId: id,
  /** Transfer receipt uploaded through uploadImages. */
  proofImage: z.optional(url),
  payerName: z.optional(text(60)),
});

export const rechargePageRequest = z.object({ ...pageQuery, status: z.optional(applicationStatus) });
export const rechargePage = paged(rechargeApplication);

/**
 * Why an operator rejected a withdrawal or a score refund, as a code screens translate
 * (`wallet.rejection.<code>`); `other` when the operator gave only a note.
 */
export const rejectionReason = z.enum([
  'card_mismatch',
  'identity_required',
  'duplicate',
  'not_eligible',
  'under_review',
  'other',
]);

export const withdrawApplication = z.object({
  id,
  amount: positiveMoney,
  fee: money,
  cardNumber: maskedCardNumber,
  status: applicationStatus,
  /** The operator's own note (free text, their language); screens show `reasonCode`. */
  reason: z.nullable(z.string().check(z.maxLength(200))),
  /** Set when rejected. */
  reasonCode: z.nullable(rejectionReason),
  createdAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
});
/** Holds `amount` from the balance (frozen) until an operator pays out or rejects it. */
export const applyWithdrawRequest = z.object({ amount: positiveMoney, payPassword });

/** Refund of trial-programme ("TiYan") score points; an operator reviews it. */
export const scoreRefundApplication = z.object({
  id,
  points: z.number().check(z.int(), z.positive()),
  status: applicationStatus,
  reason: z.nullable(z.string().check(z.maxLength(200))),
  reasonCode: z.nullable(rejectionReason),
  createdAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
});
export const applyScoreRefundRequest = z.object({
  points: z.number().check(z.int(), z.positive(), z.lte(1_000_000_000)),
  note: z.optional(text(200)),
});

/** The user's own applications, newest first. */
export const withdrawPageRequest = z.object({ ...pageQuery, status: z.optional(applicationStatus) });
export const withdrawPage = paged(withdrawApplication);
export const scoreRefundPageRequest = z.object({ ...pageQuery, status: z.optional(applicationStatus) });
export const scoreRefundPage = paged(scoreRefundApplication);

/**
 * recharge: approved recharge; purchase: bought an item; sale: a consigned item resold;
 * withdraw_hold: amount moved from balance to frozen for a pending withdrawal;
 * withdraw_release: a rejected withdrawal's hold returned; adjustment: operator correction;
 * after_sale_refund: support refunded an after-sale request on the order (refId) from the platform.
 */
export const walletEntryKind = z.enum([
  'recharge',
  'purchase',
  'sale',
  'withdraw_hold',
  'withdraw_release',
  'adjustment',
  'after_sale_refund',
]);
export const walletEntry = z.object({
  id,
  kind: walletEntryKind,
  /** Signed movement of the available balance, minor units. */
  amount: signedMoney,
  balanceAfter: money,
  memo: z.string().check(z.maxLength(200)),
  /** The order or application this entry belongs to. */
  refId: z.nullable(id),
  /**
   * For `withdraw_hold` and `withdraw_release`: where that withdrawal stands now (pending: held,
   * approved: paid out, rejected: returned); null for the other kinds.
   */
  applicationStatus: z.nullable(applicationStatus),
  createdAt: isoDateTime,
});
export const walletsPageRequest = z.object({ ...pageQuery, kind: z.optional(walletEntryKind) });
export const walletsPage = paged(walletEntry);
