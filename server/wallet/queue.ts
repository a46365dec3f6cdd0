// The console's review queues of recharges, withdrawals and score refunds: one item shape per
// type (lib/api/operator/schemas.ts), the buyer's phone masked, the receipt as a signed link, the
// two-person rule's state. A viewer reads the queue without the receipt, the payer's or holder's
// name (personal data).
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OperatorParsed, OperatorResult } from '@/lib/api/operator/calls';
import type { OperatorRole } from '@/lib/api/operator/facts';
import { maskPhone } from '@/lib/format/phone';
import type { Db, Tx } from '../db/client';
import { readPageRows, type PageQuery } from '../db/paging';
import { rechargeApplications, scoreRefundApplications, withdrawApplications } from '../db/schema';
import { userDirectory } from '../auth';
import { notFound } from '../http/errors';
import type { ApplicationType } from './review';
import { needsTwo } from './review';

type Item = OperatorResult<'queueApplications'>['items'][number];
type Sign = (stored: string) => string;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface QueueView {
  role: OperatorRole;
  sign: Sign;
  dualApprovalAbove: number;
}

const TABLE = { recharge: rechargeApplications, withdraw: withdrawApplications, refund: scoreRefundApplications };

/** Pending first (oldest first: the queue's order), then the decided, newest first. */
export async function queuePage(db: Db | Tx, q: OperatorParsed<'queueApplications'>, view: QueueView) {
  const t = TABLE[q.type];
  const where = and(
    ...[q.status ? eq(t.status, q.status) : undefined, q.userId ? eq(t.userId, q.userId) : undefined].filter(
      (c): c is SQL => c !== undefined,
    ),
  );
  const order = [
    sql`(${t.status} = 'pending') DESC`,
    sql`CASE WHEN ${t.status} = 'pending' THEN ${t.id} END ASC`,
    desc(t.id),
  ];
  const [n] = await db.select({ n: count() }).from(t).where(where);
  const items = await itemsOf(db, q.type, where, order, q, view);
  return { items, total: n?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function queueItem(db: Db | Tx, type: ApplicationType, id: number, view: QueueView): Promise<Item> {
  const [item] = await itemsOf(db, type, eq(TABLE[type].id, id), [asc(TABLE[type].id)], { page: 1, pageSize: 1 }, view);
  if (!item) throw notFound('Application');
  return item;
}

async function itemsOf(
  db: Db | Tx,
  type: ApplicationType,
  where: SQL | undefined,
  order: SQL[],
  page: PageQuery,
  view: QueueView,
): Promise<Item[]> {
  const viewer = view.role === 'viewer';
  const phone = (p: string) => maskPhone(p);
  if (type === 'recharge') {
    const t = rechargeApplications;
    const rows = await readPageRows(
      page,
      db
        .select({ a: t, phone: userDirectory.phone })
        .from(t)
        .innerJoin(userDirectory, eq(userDirectory.id, t.userId))
        .where(where)
        .orderBy(...order),
    );
    return rows.map(({ a, phone: p }) => ({
      type: 'recharge' as const,
      id: a.id,
      userId: a.userId,
      phone: phone(p),
      status: a.status,
      reason: a.reason,
      reasonCode: a.reasonCode ?? null,
      createdAt: a.createdAt.toISOString(),
      reviewedAt: iso(a.reviewedAt),
      reviewedBy: a.reviewedBy,
      needsSecondApproval: false,
      firstApprovedBy: null,
      firstApprovedAt: null,
      amount: a.amount,
      accountId: a.accountId,
      // The name on the paying account is the buyer's, like a withdrawal's holder: withheld from a viewer.
      payerName: viewer && a.payerName !== null ? '***' : a.payerName,
      receipt: a.proofImage && !viewer ? view.sign(a.proofImage) : null,
    }));
  }
  if (type === 'withdraw') {
    const t = withdrawApplications;
    const rows = await readPageRows(
      page,
      db
        .select({ a: t, phone: userDirectory.phone })
        .from(t)
        .innerJoin(userDirectory, eq(userDirectory.id, t.userId))
        .where(where)
        .orderBy(...order),
    );
    return rows.map(({ a, phone: p }) => ({
      type: 'withdraw' as const,
      id: a.id,
      userId: a.userId,
      phone: phone(p),
      status: a.status,
      reason: a.reason,
      reasonCode: a.reasonCode ?? null,
      createdAt: a.createdAt.toISOString(),
      reviewedAt: iso(a.reviewedAt),
      reviewedBy: a.reviewedBy,
      needsSecondApproval: needsTwo('withdraw', a.amount, view.dualApprovalAbove),
      firstApprovedBy: a.firstApprovedBy,
      firstApprovedAt: iso(a.firstApprovedAt),
      amount: a.amount,
      fee: a.fee,
      bankName: a.bankName,
      holderName: viewer ? '***' : a.holderName,
      account: a.cardMasked,
    }));
  }
  const t = scoreRefundApplications;
  const rows = await readPageRows(
    page,
    db
      .select({ a: t, phone: userDirectory.phone })
      .from(t)
      .innerJoin(userDirectory, eq(userDirectory.id, t.userId))
      .where(where)
      .orderBy(...order),
  );
  return rows.map(({ a, phone: p }) => ({
    type: 'refund' as const,
    id: a.id,
    userId: a.userId,
    phone: phone(p),
    status: a.status,
    reason: a.reason,
    reasonCode: a.reasonCode ?? null,
    createdAt: a.createdAt.toISOString(),
    reviewedAt: iso(a.reviewedAt),
    reviewedBy: a.reviewedBy,
    needsSecondApproval: needsTwo('refund', a.points, view.dualApprovalAbove),
    firstApprovedBy: a.firstApprovedBy,
    firstApprovedAt: iso(a.firstApprovedAt),
    points: a.points,
    note: a.note,
  }));
}
