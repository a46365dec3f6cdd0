// Support's steps on a case: ask the buyer for more, refund (whole or part, from platform:sales;
// above DUAL_APPROVAL_ABOVE a first approval waits for a second console operator), the second
// approval, reject. Each is one transaction: the order's row, then the case's, locked in that
// order (as openAfterSale takes the order first), the step's event (its trigger notifies the
// buyer), the money when there is any, and the audit row.
import { eq } from 'drizzle-orm';
import type { AfterSaleRejectionReason } from '@/lib/api/schemas/aftersale';
import type { Tx } from '../db/client';
import { afterSaleCases, afterSaleEvents } from '../db/schema';
import { ApiError, fieldError, forbidden, notFound } from '../http/errors';
import { addRefunded, lockOrder, type OrderRow } from '../market';
import { auditScope, recordOperatorAction } from '../operator/operator-api';
import { refundFromPlatform, refuseDependentApprover } from '../wallet';
import { isOpen, type CaseRow } from './cases';

export interface StepBy {
  operator: string;
  now: Date;
}

const target = (id: number) => `aftersale:${id}`;

/** The case and its order, both locked (order first); 404 for an unknown case. */
async function lockCase(tx: Tx, id: number): Promise<{ c: CaseRow; o: OrderRow }> {
  const [peek] = await tx
    .select({ orderId: afterSaleCases.orderId })
    .from(afterSaleCases)
    .where(eq(afterSaleCases.id, id));
  if (!peek) throw notFound('After-sale request');
  const o = await lockOrder(tx, peek.orderId);
  const [c] = await tx.select().from(afterSaleCases).where(eq(afterSaleCases.id, id)).for('update');
  if (!c) throw notFound('After-sale request');
  return { c, o };
}

function refuseClosed(c: CaseRow): void {
  if (!isOpen(c.status))
    throw new ApiError(409, `After-sale request ${c.id} is ${c.status}`, { reason: 'after_sale_closed' });
}
function refusePending(c: CaseRow): void {
  if (c.status === 'refund_pending') {
    throw new ApiError(409, `After-sale request ${c.id}: a refund waits for its second approval`, {
      reason: 'refund_pending',
    });
  }
}

export async function askInfo(tx: Tx, id: number, message: string, by: StepBy): Promise<void> {
  const { c } = await lockCase(tx, id);
  refuseClosed(c);
  refusePending(c);
  await tx
    .insert(afterSaleEvents)
    .values({ caseId: c.id, userId: c.userId, at: by.now, actor: by.operator, kind: 'info_requested', text: message });
  await tx
    .update(afterSaleCases)
    .set({ status: 'info_requested', updatedAt: by.now })
    .where(eq(afterSaleCases.id, c.id));
  await recordOperatorAction(tx, {
    operator: by.operator,
    action: 'aftersale.ask',
    target: target(c.id),
    details: { userId: c.userId, orderId: c.orderId },
    before: { status: c.status },
    after: { status: 'info_requested' },
  });
}

export async function reject(
  tx: Tx,
  id: number,
  reasonCode: AfterSaleRejectionReason,
  note: string | undefined,
  by: StepBy,
): Promise<void> {
  const { c } = await lockCase(tx, id);
  refuseClosed(c);
  await tx.insert(afterSaleEvents).values({
    caseId: c.id,
    userId: c.userId,
    at: by.now,
    actor: by.operator,
    kind: 'rejected',
    reasonCode,
    note: note ?? null,
  });
  // Rejecting a refund that waits for its second approval drops that refund with the case.
  await tx
    .update(afterSaleCases)
    .set({
      status: 'rejected',
      reasonCode,
      closedAt: by.now,
      updatedAt: by.now,
      pendingAmount: null,
      pendingNote: null,
    })
    .where(eq(afterSaleCases.id, c.id));
  await recordOperatorAction(tx, {
    operator: by.operator,
    action: 'aftersale.reject',
    target: target(c.id),
    details: { userId: c.userId, orderId: c.orderId, reasonCode, ...(note ? { note } : {}) },
    before: { status: c.status, ...(c.pendingAmount ? { pendingAmount: c.pendingAmount } : {}) },
    after: { status: 'rejected', reasonCode },
  });
}

export type RefundOutcome = 'refunded' | 'awaiting_second';

/** What may still be refunded on the order; refuses an amount above it. */
function refuseExcess(o: OrderRow, amount: number): void {
  const left = o.total - o.refundedAmount;
  if (left <= 0) throw fieldError(422, 'nothing_to_refund', 'amount', `order ${o.id} was refunded in full`);
  if (amount > left) {
    throw fieldError(
      422,
      'refund_exceeds',
      'amount',
      `at most ${left} may still be refunded on order ${o.id}`,
      'refund_exceeds',
      {
        max: left,
      },
    );
  }
}

/** The money and the closing step, under both locks: platform:sales → the buyer, the order's refunded total, the case closed. */
async function payRefund(tx: Tx, c: CaseRow, o: OrderRow, amount: number, note: string | null, by: StepBy) {
  refuseExcess(o, amount);
  await refundFromPlatform(tx, { userId: c.userId, amount, orderId: o.id, caseId: c.id, at: by.now });
  if (!(await addRefunded(tx, o.id, amount))) {
    throw fieldError(422, 'refund_exceeds', 'amount', `order ${o.id} cannot be refunded ${amount} more`);
  }
  await tx
    .insert(afterSaleEvents)
    .values({ caseId: c.id, userId: c.userId, at: by.now, actor: by.operator, kind: 'refunded', amount, note });
  await tx
    .update(afterSaleCases)
    .set({
      status: 'refunded',
      refundedAmount: c.refundedAmount + amount,
      closedAt: by.now,
      updatedAt: by.now,
      pendingAmount: null,
      pendingNote: null,
    })
    .where(eq(afterSaleCases.id, c.id));
}

export async function refund(
  tx: Tx,
  id: number,
  amount: number,
  note: string | undefined,
  by: StepBy & { dualApprovalAbove: number },
): Promise<RefundOutcome> {
  const { c, o } = await lockCase(tx, id);
  refuseClosed(c);
  refusePending(c);
  refuseExcess(o, amount);
  if (amount > by.dualApprovalAbove) {
    // As withdrawals (server/wallet/review.ts): a token names whoever holds the server, not a
    // person, so it gives neither approval of a refund that needs two.
    if (auditScope.getStore()?.via !== 'console') {
      throw forbidden(
        `After-sale request ${c.id}: a refund above ${by.dualApprovalAbove} needs two approvals by two console operators: the token API (CLI) can give neither`,
      );
    }
    await tx.insert(afterSaleEvents).values({
      caseId: c.id,
      userId: c.userId,
      at: by.now,
      actor: by.operator,
      kind: 'refund_requested',
      amount,
      note: note ?? null,
    });
    await tx
      .update(afterSaleCases)
      .set({
        status: 'refund_pending',
        pendingAmount: amount,
        pendingNote: note ?? null,
        firstApprovedBy: by.operator,
        firstApprovedAt: by.now,
        updatedAt: by.now,
      })
      .where(eq(afterSaleCases.id, c.id));
    await recordOperatorAction(tx, {
      operator: by.operator,
      action: 'aftersale.refund_first',
      target: target(c.id),
      details: { userId: c.userId, orderId: o.id, amount, ...(note ? { note } : {}) },
      before: { status: c.status },
      after: { status: 'refund_pending', firstApprovedBy: by.operator },
    });
    return 'awaiting_second';
  }
  await payRefund(tx, c, o, amount, note ?? null, by);
  await recordOperatorAction(tx, {
    operator: by.operator,
    action: 'aftersale.refund',
    target: target(c.id),
    details: { userId: c.userId, orderId: o.id, amount, ...(note ? { note } : {}) },
    before: { status: c.status, orderRefunded: o.refundedAmount },
    after: { status: 'refunded', orderRefunded: o.refundedAmount + amount },
  });
  return 'refunded';
}

export async function approveRefund(tx: Tx, id: number, by: StepBy): Promise<RefundOutcome> {
  if (auditScope.getStore()?.via !== 'console') {
    throw forbidden(
      `After-sale request ${id}: the second approval comes from a console operator, not the token API (CLI)`,
    );
  }
  const { c, o } = await lockCase(tx, id);
  refuseClosed(c);
  if (c.status !== 'refund_pending' || c.pendingAmount === null || c.firstApprovedBy === null) {
    throw new ApiError(409, `After-sale request ${c.id} has no refund waiting for a second approval`, {
      reason: 'conflict',
    });
  }
  if (c.firstApprovedBy === by.operator) {
    throw new ApiError(
      409,
      `You gave the first approval of after-sale request ${c.id}: another operator must give the second`,
      {
        reason: 'own_approval',
      },
    );
  }
  await refuseDependentApprover(tx, {
    since: c.openedAt,
    firstMark: { action: 'aftersale.refund_first', target: target(c.id) },
    first: c.firstApprovedBy,
    second: by.operator,
    what: `After-sale request ${c.id}`,
  });
  const amount = c.pendingAmount;
  await payRefund(tx, c, o, amount, c.pendingNote, by);
  await recordOperatorAction(tx, {
    operator: by.operator,
    action: 'aftersale.refund_approve',
    target: target(c.id),
    details: { userId: c.userId, orderId: o.id, amount, firstApprovedBy: c.firstApprovedBy },
    before: { status: 'refund_pending', orderRefunded: o.refundedAmount },
    after: { status: 'refunded', orderRefunded: o.refundedAmount + amount },
  });
  return 'refunded';
}
