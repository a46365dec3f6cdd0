// Support's after-sale calls: the queue, one case, ask for more, refund (two-person above
// DUAL_APPROVAL_ABOVE), the second approval, reject. Every step writes its audit row in its
// transaction (steps.ts). The buyer's phone is masked for every role, as in the other queues; a
// viewer reads no photo links (photoCount still says how many there are).
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { maskPhone } from '@/lib/format/phone';
import { AFTER_SALE_OPEN_STATUSES } from '@/lib/api/schemas/aftersale';
import type { OperatorRole } from '@/lib/api/operator/facts';
import { phoneOf } from '../auth';
import type { Executor } from '../db/client';
import { afterSaleCases } from '../db/schema';
import { moneyTx } from '../db/money-tx';
import { readPage } from '../db/paging';
import { withTx } from '../db/tx';
import { notFound } from '../http/errors';
import { ordersByIds, type OrderRow } from '../market';
import type { OperatorHandlers } from '../operator/operator-group';
import { privateUrlSigner } from '../uploads';
import { caseWithEvents, signedPhoto, type CaseRow, type EventRow, type Sign } from './cases';
import { approveRefund, askInfo, refund, reject } from './steps';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function queueItem(exec: Executor, c: CaseRow, o: OrderRow | undefined) {
  return {
    id: c.id,
    orderId: c.orderId,
    userId: c.userId,
    phone: maskPhone((await phoneOf(exec, c.userId)) ?? ''),
    productName: o?.productName ?? '',
    kind: c.kind,
    status: c.status,
    openedAt: c.openedAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    paid: o?.total ?? 0,
    refunded: o?.refundedAmount ?? 0,
    pendingAmount: c.pendingAmount,
    firstApprovedBy: c.firstApprovedBy,
    firstApprovedAt: iso(c.firstApprovedAt),
  };
}

function toEvent(e: EventRow, role: OperatorRole, sign: Sign) {
  return {
    id: e.id,
    at: e.at.toISOString(),
    actor: e.actor,
    kind: e.kind,
    text: e.text,
    photos: role === 'viewer' ? [] : e.photos.map((p) => signedPhoto(p, sign)),
    photoCount: e.photos.length,
    amount: e.amount,
    reasonCode: e.reasonCode,
    note: e.note,
  };
}

async function detail(exec: Executor, id: number, ctx: { role: OperatorRole; sign: Sign; dualApprovalAbove: number }) {
  const { c, events } = await caseWithEvents(exec, id);
  const o = (await ordersByIds(exec, [c.orderId])).get(c.orderId);
  if (!o) throw notFound('Order');
  return {
    case: await queueItem(exec, c, o),
    order: {
      id: o.id,
      productId: o.productId,
      productName: o.productName,
      quantity: o.quantity,
      total: o.total,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      shippedAt: iso(o.shippedAt),
      deliveredAt: iso(o.deliveredAt),
      deliveredBy: o.deliveredAt ? (o.deliveredBy ?? 'operator') : null,
      carrier: o.carrier,
      trackingNo: o.trackingNo,
    },
    refundable: Math.max(0, o.total - o.refundedAmount),
    dualApprovalAbove: ctx.dualApprovalAbove,
    events: events.map((e) => toEvent(e, ctx.role, ctx.sign)),
  };
}

export const afterSaleOperatorHandlers = {
  afterSaleQueue: async (q, ctx) => {
    const conds: SQL[] = [];
    if (q.status === 'open') conds.push(inArray(afterSaleCases.status, [...AFTER_SALE_OPEN_STATUSES]));
    else if (q.status !== 'all') conds.push(eq(afterSaleCases.status, q.status));
    if (q.userId !== undefined) conds.push(eq(afterSaleCases.userId, q.userId));
    const where = conds.length > 0 ? and(...conds) : undefined;
    // Oldest activity first: the case waiting longest is worked first.
    const page = await readPage(
      q,
      ctx.db.select({ n: count() }).from(afterSaleCases).where(where),
      ctx.db.select().from(afterSaleCases).where(where).orderBy(asc(afterSaleCases.updatedAt), asc(afterSaleCases.id)),
    );
    const orderRows = await ordersByIds(
      ctx.db,
      page.items.map((c) => c.orderId),
    );
    const items = [];
    for (const c of page.items) items.push(await queueItem(ctx.db, c, orderRows.get(c.orderId)));
    return { ...page, items };
  },

  afterSaleCase: (q, ctx) =>
    detail(ctx.db, q.id, {
      role: ctx.role,
      sign: privateUrlSigner(ctx, 'op'),
      dualApprovalAbove: ctx.config.dualApprovalAbove,
    }),

  askAfterSaleInfo: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      await askInfo(tx, body.id, body.message, { operator: ctx.operator, now: ctx.now() });
      return detail(tx, body.id, view(ctx));
    }),

  refundAfterSale: (body, ctx) =>
    moneyTx(ctx.db, async (tx) => {
      const outcome = await refund(tx, body.id, body.amount, body.note, {
        operator: ctx.operator,
        now: ctx.now(),
        dualApprovalAbove: ctx.config.dualApprovalAbove,
      });
      return { outcome, detail: await detail(tx, body.id, view(ctx)) };
    }),

  approveAfterSaleRefund: (body, ctx) =>
    moneyTx(ctx.db, async (tx) => {
      const outcome = await approveRefund(tx, body.id, { operator: ctx.operator, now: ctx.now() });
      return { outcome, detail: await detail(tx, body.id, view(ctx)) };
    }),

  rejectAfterSale: (body, ctx) =>
    withTx(ctx.db, async (tx) => {
      await reject(tx, body.id, body.reasonCode, body.note, { operator: ctx.operator, now: ctx.now() });
      return detail(tx, body.id, view(ctx));
    }),
} satisfies OperatorHandlers<'aftersale'>;

function view(ctx: Parameters<OperatorHandlers<'aftersale'>['afterSaleCase']>[1]) {
  return { role: ctx.role, sign: privateUrlSigner(ctx, 'op'), dualApprovalAbove: ctx.config.dualApprovalAbove };
}
