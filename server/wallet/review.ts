// Operator decisions on applications. The status change is a conditional UPDATE (pending → …),
// so an application is decided once even if two operators click at the same moment; the ledger
// posting and the audit record commit in the same transaction.
//
// The two-person rule needs two people, not two names: both approvals come through the console
// (a token stands for whoever holds the server, so the CLI gives neither), and the second approver
// must not be an account whose credentials or role went through the first approver's hands while
// the application waited (independentOf).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rows } from '../db/client';
import {
  rechargeApplications,
  scoreRefundApplications,
  withdrawApplications,
  type RechargeRejectionReason,
  type RejectionReason,
} from '../db/schema';
import { auditScope, recordOperatorAction } from '../operator/operator-api';
import { ApiError, forbidden, notFound } from '../http/errors';
import { toRecharge, toRefund, toWithdraw } from './applications';
import { InsufficientFunds, post, SYSTEM, userAccount, type Leg, type LedgerKind } from './ledger';

export type ApplicationType = 'recharge' | 'withdraw' | 'refund';
export type Decision = 'approve' | 'reject';

const TABLES = {
  recharge: {
    table: rechargeApplications,
    name: 'recharge_applications',
    label: 'Recharge application',
    amount: 'amount',
  },
  withdraw: {
    table: withdrawApplications,
    name: 'withdraw_applications',
    label: 'Withdrawal application',
    amount: 'amount',
  },
  refund: {
    table: scoreRefundApplications,
    name: 'score_refund_applications',
    label: 'Score refund application',
    amount: 'points',
  },
} as const;

function movement(
  type: ApplicationType,
  decision: Decision,
  userId: number,
  amount: number,
): { kind: LedgerKind; legs: Leg[] } | null {
  const u = (k: 'available' | 'frozen' | 'score' | 'score_frozen') => userAccount(userId, k);
  if (type === 'recharge') {
    return decision === 'approve'
      ? {
          kind: 'recharge',
          legs: [
            { account: SYSTEM.recharge, amount: -amount },
            { account: u('available'), amount },
          ],
        }
      : null;
  }
  if (type === 'withdraw') {
    return decision === 'approve'
      ? {
          kind: 'withdraw_paid',
          legs: [
            { account: u('frozen'), amount: -amount },
            { account: SYSTEM.withdrawal, amount },
          ],
        }
      : {
          kind: 'withdraw_release',
          legs: [
            { account: u('frozen'), amount: -amount },
            { account: u('available'), amount },
          ],
        };
  }
  return decision === 'approve'
    ? {
        kind: 'score_refunded',
        legs: [
          { account: u('score_frozen'), amount: -amount },
          { account: SYSTEM.scoreRefunded, amount },
        ],
      }
    : {
        kind: 'score_release',
        legs: [
          { account: u('score_frozen'), amount: -amount },
          { account: u('score'), amount },
        ],
      };
}

export interface DecideInput {
  type: ApplicationType;
  id: number;
  decision: Decision;
  reason?: string | undefined;
  /** Why it was rejected, as the code the app translates (the type's own set); default `other`. */
  reasonCode?: RejectionReason | RechargeRejectionReason | undefined;
  operator: string;
  now: Date;
  /**
   * The two-person rule: a withdrawal or refund approval above this needs a first approval and a
   * second one by another operator (DUAL_APPROVAL_ABOVE). Undefined: one approval (seed, tests).
   */
  dualApprovalAbove?: number | undefined;
}

export type DecideOutcome = 'decided' | 'awaiting_second';

/** Whether an approval of this application needs two operators. */
export function needsTwo(type: ApplicationType, amount: number, dualApprovalAbove: number | undefined): boolean {
  return type !== 'recharge' && dualApprovalAbove !== undefined && amount > dualApprovalAbove;
}

/** What hands an account to someone: its creation, a new password and TOTP secret, a new role. */
const HANDOVERS = ['operator.add', 'operator.reset', 'operator.role'];

/**
 * Refuses a second approver who is not a person apart from the first: the accounts the first
 * approver added, reset or changed the role of since the application was made (or since the first
 * approval: its audit row, whatever the clocks say), and, in the order they happened, the accounts
 * those accounts did the same to. A change made through the token API counts against everyone: a
 * token names no person (the first approver may hold the server too).
 */
async function independentOf(tx: Tx, type: ApplicationType, id: number, first: string, second: string, label: string) {
  const table = sql.identifier(TABLES[type].name);
  const [app] = await rows<{ created_at: string }>(tx, sql`SELECT created_at FROM ${table} WHERE id = ${id}`);
  await refuseDependentApprover(tx, {
    since: app ? new Date(app.created_at) : new Date(0),
    firstMark: { action: `${type}.approve_first`, target: `${type}:${id}` },
    first,
    second,
    what: `${label} ${id}`,
  });
}

/**
 * The two-person rule's "another person" (independentOf above), for any decision that takes two
 * approvals (applications here, after-sale refunds in server/aftersale/): refuses 409
 * `own_approval` when `second` was added, reset or re-roled, since `since` or since the first
 * approval's audit row (`firstMark`), by `first`, by an account `first` handed out, or by token.
 */
export async function refuseDependentApprover(
  tx: Tx,
  a: { since: Date; firstMark: { action: string; target: string }; first: string; second: string; what: string },
): Promise<void> {
  const [mark] = await rows<{ id: string | null }>(
    tx,
    sql`SELECT max(id) AS id FROM operator_actions WHERE action = ${a.firstMark.action} AND target = ${a.firstMark.target}`,
  );
  const changes = await rows<{ operator: string; target: string; via: string | null }>(
    tx,
    sql`SELECT operator, target, via FROM operator_actions
        WHERE action IN (${sql.join(
          HANDOVERS.map((h) => sql`${h}`),
          sql`, `,
        )})
          AND (at >= ${a.since.toISOString()} OR id > ${Number(mark?.id ?? 0)})
        ORDER BY id`,
  );
  const theirs = new Set([a.first]);
  for (const c of changes) {
    if (c.via !== 'console' || theirs.has(c.operator)) theirs.add(c.target.replace(/^operator:/, ''));
  }
  if (theirs.has(a.second)) {
    throw new ApiError(
      409,
      `${a.what}: ${a.second} was added, reset or given its role by ${a.first} (the first approver) or through the token API since it was made: another operator must give the second approval`,
      { reason: 'own_approval' },
    );
  }
}

export async function decide(tx: Tx, d: DecideInput) {
  const t = TABLES[d.type];
  const table = sql.identifier(t.name);
  const status = d.decision === 'approve' ? 'approved' : 'rejected';
  const code = status === 'rejected' ? (d.reasonCode ?? 'other') : null;
  const setCode = sql`, reason_code = ${code}`;
  let secondOnly = sql``;
  if (d.decision === 'approve' && d.type !== 'recharge' && d.dualApprovalAbove !== undefined) {
    const [app] = await rows<{ value: string }>(
      tx,
      sql`SELECT ${sql.identifier(t.amount)} AS value FROM ${table} WHERE id = ${d.id}`,
    );
    if (app && needsTwo(d.type, Number(app.value), d.dualApprovalAbove)) {
      // Decision (audit item 5): a token names whoever holds the server, not a person, so it gives
      // neither approval (a first by token and a second by the same person's console account would
      // be one person). It still rejects, and approves below the threshold.
      if (auditScope.getStore()?.via !== 'console') {
        throw forbidden(
          `${t.label} ${d.id} needs two approvals by two console operators: the token API (CLI) can give neither`,
        );
      }
      // The first approval: recorded, the application stays pending (one wins if two race).
      const [first] = await rows<{ id: number; user_id: number; value: string }>(
        tx,
        sql`UPDATE ${table} SET first_approved_by = ${d.operator}, first_approved_at = ${d.now.toISOString()}
            WHERE id = ${d.id} AND status = 'pending' AND first_approved_by IS NULL
            RETURNING id, user_id, ${sql.identifier(t.amount)} AS value`,
      );
      if (first) {
        await recordOperatorAction(tx, {
          operator: d.operator,
          action: `${d.type}.approve_first`,
          target: `${d.type}:${d.id}`,
          details: { userId: first.user_id, amount: Number(first.value) },
          before: { status: 'pending', firstApprovedBy: null },
          after: { status: 'pending', firstApprovedBy: d.operator },
        });
        return { ...(await loadApplication(tx, d.type, d.id)), outcome: 'awaiting_second' as DecideOutcome };
      }
      // The second approval: only by someone else than the first approver, and another person.
      const [pending] = await rows<{ first_approved_by: string | null }>(
        tx,
        sql`SELECT first_approved_by FROM ${table} WHERE id = ${d.id} AND status = 'pending'`,
      );
      if (pending?.first_approved_by && pending.first_approved_by !== d.operator) {
        await independentOf(tx, d.type, d.id, pending.first_approved_by, d.operator, t.label);
      }
      secondOnly = sql` AND first_approved_by IS NOT NULL AND first_approved_by <> ${d.operator}`;
    }
  }
  const [claimed] = await rows<{ id: number; user_id: number; value: string; first_approved_by: string | null }>(
    tx,
    sql`UPDATE ${table} SET status = ${status}, reason = ${d.reason ?? null}${setCode},
        reviewed_at = ${d.now.toISOString()}, reviewed_by = ${d.operator}
        WHERE id = ${d.id} AND status = 'pending'${secondOnly}
        RETURNING id, user_id, ${sql.identifier(t.amount)} AS value${d.type === 'recharge' ? sql`` : sql`, first_approved_by`}`,
  );
  if (!claimed) {
    const [existing] = await rows<{ status: string }>(tx, sql`SELECT status FROM ${table} WHERE id = ${d.id}`);
    if (!existing) throw notFound(t.label);
    if (existing.status === 'pending') {
      throw new ApiError(
        409,
        `You gave the first approval of ${t.label} ${d.id}: another operator must give the second`,
        {
          reason: 'own_approval',
        },
      );
    }
    throw new ApiError(409, `${t.label} ${d.id} is already ${existing.status}`, { reason: 'already_reviewed' });
  }
  const amount = Number(claimed.value);
  const move = movement(d.type, d.decision, claimed.user_id, amount);
  if (move) {
    await post(tx, { kind: move.kind, memo: `${t.label} ${d.id} ${status}`, refId: d.id, at: d.now, legs: move.legs });
  }
  await recordOperatorAction(tx, {
    operator: d.operator,
    action: `${d.type}.${d.decision}`,
    target: `${d.type}:${d.id}`,
    details: {
      userId: claimed.user_id,
      amount,
      ...(d.reason ? { reason: d.reason } : {}),
      ...(code ? { reasonCode: code } : {}),
      ...(claimed.first_approved_by ? { firstApprovedBy: claimed.first_approved_by } : {}),
    },
    before: { status: 'pending' },
    after: { status, ...(code ? { reasonCode: code } : {}) },
  });
  return { ...(await loadApplication(tx, d.type, d.id)), outcome: 'decided' as DecideOutcome };
}

export async function loadApplication(tx: Tx, type: ApplicationType, id: number) {
  if (type === 'recharge') {
    const [r] = await tx.select().from(rechargeApplications).where(eq(rechargeApplications.id, id));
    if (!r) throw notFound(TABLES.recharge.label);
    return { ...toRecharge(r), userId: r.userId, payerName: r.payerName };
  }
  if (type === 'withdraw') {
    const [w] = await tx.select().from(withdrawApplications).where(eq(withdrawApplications.id, id));
    if (!w) throw notFound(TABLES.withdraw.label);
    return { ...toWithdraw(w), userId: w.userId, bankName: w.bankName, holderName: w.holderName };
  }
  const [s] = await tx.select().from(scoreRefundApplications).where(eq(scoreRefundApplications.id, id));
  if (!s) throw notFound(TABLES.refund.label);
  return { ...toRefund(s), userId: s.userId, note: s.note };
}

/** Trial-programme score points (seed and tests): score:issued → the user's score. */
export async function grantScore(tx: Tx, userId: number, points: number, memo: string, now: Date): Promise<void> {
  await post(tx, {
    kind: 'score_grant',
    memo,
    refId: null,
    at: now,
    legs: [
      { account: SYSTEM.scoreIssued, amount: -points },
      { account: userAccount(userId, 'score'), amount: points },
    ],
  });
}

/**
 * An after-sale refund (server/aftersale/): platform:sales → the buyer's available balance, one
 * balanced posting in the caller's transaction. The platform pays back what it was paid; when
 * platform:sales holds less (a consigned item's price went to its seller), the refund is refused
 * `platform_funds_short` rather than the money created.
 */
export async function refundFromPlatform(
  tx: Tx,
  r: { userId: number; amount: number; orderId: number; caseId: number; at: Date },
): Promise<void> {
  try {
    await post(tx, {
      kind: 'after_sale_refund',
      memo: `After-sale refund, request ${r.caseId}`,
      refId: r.orderId,
      at: r.at,
      legs: [
        { account: SYSTEM.sales, amount: -r.amount },
        { account: userAccount(r.userId, 'available'), amount: r.amount },
      ],
    });
  } catch (e) {
    if (e instanceof InsufficientFunds) {
      throw new ApiError(422, `${SYSTEM.sales} holds less than ${r.amount}`, { reason: 'platform_funds_short' });
    }
    throw e;
  }
}
