// Recharge, withdrawal and score-refund applications: what users ask for and what operators
// decide. Money moves only in the ledger: approved recharge (external → available), withdrawal
// hold (available → frozen), paid (frozen → external) or released (frozen → available).
import { and, count, eq } from 'drizzle-orm';
import { maskCardNumber } from '@/lib/format/card';
import type { Tx } from '../db/client';
import { platformAccounts, rechargeApplications, scoreRefundApplications, withdrawApplications } from '../db/schema';
import { fieldError, notFound, refusal } from '../http/errors';
import type { Config } from '../config';
import { claimPrivateUpload } from '../uploads';
import { lockUser, refuseIfFrozen } from '../auth';
import { InsufficientFunds, post, userAccount } from './ledger';

type Recharge = typeof rechargeApplications.$inferSelect;
type Withdraw = typeof withdrawApplications.$inferSelect;
type Refund = typeof scoreRefundApplications.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `sign` turns the stored receipt reference into a signed URL for its reader (uploads/private.ts). */
export const toRecharge = (r: Recharge, sign: (stored: string) => string = (stored) => stored) => ({
  id: r.id,
  amount: r.amount,
  accountId: r.accountId,
  proofImage: r.proofImage === null ? null : sign(r.proofImage),
  status: r.status,
  reason: r.reason,
  reasonCode: r.reasonCode ?? null,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: iso(r.reviewedAt),
});

export const toWithdraw = (w: Withdraw) => ({
  id: w.id,
  amount: w.amount,
  fee: w.fee,
  cardNumber: w.cardMasked,
  status: w.status,
  reason: w.reason,
  reasonCode: w.reasonCode ?? null,
  createdAt: w.createdAt.toISOString(),
  reviewedAt: iso(w.reviewedAt),
});

export const toRefund = (r: Refund) => ({
  id: r.id,
  points: r.points,
  status: r.status,
  reason: r.reason,
  reasonCode: r.reasonCode ?? null,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: iso(r.reviewedAt),
});

const PENDING_TABLES = {
  recharge: rechargeApplications,
  withdraw: withdrawApplications,
  scoreRefund: scoreRefundApplications,
} as const;

/**
 * Refuses a new application while the user already has `max` pending of that kind. The user's row
 * is locked first, so two submissions of one user (any process) count one after the other: the
 * check and the insert that follows are one step, never read-then-insert racing.
 */
export async function capPending(tx: Tx, kind: keyof typeof PENDING_TABLES, userId: number, max: number) {
  // NO KEY UPDATE: serialises the checks of one user, but not against rows that merely refer to
  // the user (an Idempotency-Key row inserted earlier in this transaction holds KEY SHARE on it;
  // FOR UPDATE would deadlock two such requests).
  await lockUser(tx, userId, 'no key update');
  const table = PENDING_TABLES[kind];
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.status, 'pending')));
  if ((row?.n ?? 0) >= max) {
    throw refusal('too_many_pending', `At most ${max} pending applications of this kind: wait for a decision`);
  }
}

export interface RechargeInput {
  userId: number;
  amount: number;
  accountId: number;
  proofImage?: string | undefined;
  payerName?: string | undefined;
  now: Date;
  limits: { min: number; max: number };
  /** Where the receipt's file goes private (DATA_DIR); required with a proofImage. */
  files?: Pick<Config, 'dataDir'>;
  /** Pending recharges the user may already have (config.pendingApplicationsMax); no cap without. */
  maxPending?: number;
}

export async function applyRecharge(tx: Tx, i: RechargeInput) {
  if (i.amount < i.limits.min)
    throw fieldError(422, 'amount_out_of_range', 'amount', `must be at least ${i.limits.min}`, 'min', {
      min: i.limits.min,
    });
  if (i.amount > i.limits.max)
    throw fieldError(422, 'amount_out_of_range', 'amount', `must be at most ${i.limits.max}`, 'max', {
      max: i.limits.max,
    });
  const [account] = await tx
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .where(and(eq(platformAccounts.id, i.accountId), eq(platformAccounts.active, true)));
  if (!account) throw notFound('Platform account');
  await refuseIfFrozen(tx, i.userId);
  if (i.maxPending !== undefined) await capPending(tx, 'recharge', i.userId, i.maxPending);
  // A receipt is one of the user's own uploads, never any URL (another user's, or elsewhere), and
  // becomes a private file that only its owner and operators read.
  let proofImage: string | null = null;
  if (i.proofImage !== undefined) {
    if (!i.files) throw new Error('applyRecharge: a proofImage needs files');
    proofImage = await claimPrivateUpload(tx, i.files, i.userId, 'proofImage', i.proofImage, i.now);
  }
  const [row] = await tx
    .insert(rechargeApplications)
    .values({
      userId: i.userId,
      amount: i.amount,
      accountId: i.accountId,
      proofImage,
      payerName: i.payerName ?? null,
      createdAt: i.now,
    })
    .returning();
  if (!row) throw new Error('recharge application not created');
  return toRecharge(row);
}

export interface WithdrawInput {
  userId: number;
  amount: number;
  card: { bankName: string; holderName: string; cardNumber: string };
  now: Date;
  /** Pending withdrawals the user may already have (config.pendingApplicationsMax); no cap without. */
  maxPending?: number;
}

/** Holds the amount (available → frozen) until an operator pays it out or rejects it. */
export async function applyWithdraw(tx: Tx, i: WithdrawInput) {
  await refuseIfFrozen(tx, i.userId);
  if (i.maxPending !== undefined) await capPending(tx, 'withdraw', i.userId, i.maxPending);
  const [row] = await tx
    .insert(withdrawApplications)
    .values({
      userId: i.userId,
      amount: i.amount,
      fee: 0,
      bankName: i.card.bankName,
      holderName: i.card.holderName,
      cardMasked: maskCardNumber(i.card.cardNumber),
      cardNumber: i.card.cardNumber,
      createdAt: i.now,
    })
    .returning();
  if (!row) throw new Error('withdraw application not created');
  try {
    await post(tx, {
      kind: 'withdraw_hold',
      memo: `Withdrawal ${row.id} held`,
      refId: row.id,
      at: i.now,
      legs: [
        { account: userAccount(i.userId, 'available'), amount: -i.amount },
        { account: userAccount(i.userId, 'frozen'), amount: i.amount },
      ],
    });
  } catch (e) {
    if (e instanceof InsufficientFunds)
      throw fieldError(422, 'insufficient_balance', 'amount', 'is more than your available balance');
    throw e;
  }
  return toWithdraw(row);
}

export async function applyScoreRefund(
  tx: Tx,
  i: { userId: number; points: number; note?: string | undefined; now: Date; maxPending?: number },
) {
  if (i.maxPending !== undefined) await capPending(tx, 'scoreRefund', i.userId, i.maxPending);
  const [row] = await tx
    .insert(scoreRefundApplications)
    .values({ userId: i.userId, points: i.points, note: i.note ?? null, createdAt: i.now })
    .returning();
  if (!row) throw new Error('score refund application not created');
  try {
    await post(tx, {
      kind: 'score_hold',
      memo: `Score refund ${row.id} held`,
      refId: row.id,
      at: i.now,
      legs: [
        { account: userAccount(i.userId, 'score'), amount: -i.points },
        { account: userAccount(i.userId, 'score_frozen'), amount: i.points },
      ],
    });
  } catch (e) {
    if (e instanceof InsufficientFunds)
      throw fieldError(422, 'insufficient_score', 'points', 'is more than your score');
    throw e;
  }
  return toRefund(row);
}
