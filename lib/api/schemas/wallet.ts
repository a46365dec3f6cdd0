// Wallet: bank details, recharge, withdrawal, score refund and the ledger.
import { z } from 'zod';
import {
  applicationStatus,
  cardNumber,
  id,
  isoDateTime,
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
  accountNumber: z.string().regex(/^[0-9 -]{6,40}$/, 'must be digits'),
  branch: z.string().max(120).nullable(),
});
export const platformBankInfo = z.object({
  accounts: z.array(platformAccount),
  /** Smallest and largest recharge accepted, minor units. */
  minAmount: money,
  maxAmount: money,
  /** Instructions shown above the accounts (plain text). */
  instructions: z.string().max(2000),
});

/** The user's own card for withdrawals, number masked except the last four digits. */
export const userBankInfo = z.object({
  bankName: text(60),
  holderName: text(60),
  cardNumber: maskedCardNumber,
  last4: z.string().regex(/^\d{4}$/),
  branch: z.string().max(120).nullable(),
  updatedAt: isoDateTime,
});
/** null when the user has not saved a card yet. */
export const userBankInfoResult = userBankInfo.nullable();

/** Saving or replacing the withdrawal card needs the pay password. */
export const saveUserBankInfoRequest = z.object({
  bankName: text(60),
  holderName: text(60),
  cardNumber,
  branch: text(120).optional(),
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
  proofImage: url.nullable(),
  status: applicationStatus,
  /** The operator's own note (free text, their language); screens show `reasonCode`. */
  reason: z.string().max(200).nullable(),
  /** Set when rejected. */
  reasonCode: rechargeRejectionReason.nullable(),
  createdAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
});

/** A transfer the user made to a platform account, waiting for an operator to confirm it. */
export const applyRechargeRequest = z.object({
  amount: positiveMoney,
  /** The platform account transferred to (GetBankInfo). */
  accountId: id,
  /** Transfer receipt uploaded through uploadImages. */
  proofImage: url.optional(),
  payerName: text(60).optional(),
});

export const rechargePageRequest = z.object({ ...pageQuery, status: applicationStatus.optional() });
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
  reason: z.string().max(200).nullable(),
  /** Set when rejected. */
  reasonCode: rejectionReason.nullable(),
  createdAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
});
/** Holds `amount` from the balance (frozen) until an operator pays out or rejects it. */
export const applyWithdrawRequest = z.object({ amount: positiveMoney, payPassword });

/** Refund of trial-programme ("TiYan") score points; an operator reviews it. */
export const scoreRefundApplication = z.object({
  id,
  points: z.number().int().positive(),
  status: applicationStatus,
  reason: z.string().max(200).nullable(),
  reasonCode: rejectionReason.nullable(),
  createdAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
});
export const applyScoreRefundRequest = z.object({
  points: z.number().int().positive().max(1_000_000_000),
  note: text(200).optional(),
});

/** The user's own applications, newest first. */
export const withdrawPageRequest = z.object({ ...pageQuery, status: applicationStatus.optional() });
export const withdrawPage = paged(withdrawApplication);
export const scoreRefundPageRequest = z.object({ ...pageQuery, status: applicationStatus.optional() });
export const scoreRefundPage = paged(scoreRefundApplication);

/**
 * recharge: approved recharge; purchase: bought an item; sale: a consigned item resold;
 * withdraw_hold: amount moved from balance to frozen for a pending withdrawal;
 * withdraw_release: a rejected withdrawal's hold returned; adjustment: operator correction.
 */
export const walletEntryKind = z.enum([
  'recharge',
  'purchase',
  'sale',
  'withdraw_hold',
  'withdraw_release',
  'adjustment',
]);
export const walletEntry = z.object({
  id,
  kind: walletEntryKind,
  /** Signed movement of the available balance, minor units. */
  amount: signedMoney,
  balanceAfter: money,
  memo: z.string().max(200),
  /** The order or application this entry belongs to. */
  refId: id.nullable(),
  /**
   * For `withdraw_hold` and `withdraw_release`: where that withdrawal stands now (pending: held,
   * approved: paid out, rejected: returned); null for the other kinds.
   */
  applicationStatus: applicationStatus.nullable(),
  createdAt: isoDateTime,
});
export const walletsPageRequest = z.object({ ...pageQuery, kind: walletEntryKind.optional() });
export const walletsPage = paged(walletEntry);
