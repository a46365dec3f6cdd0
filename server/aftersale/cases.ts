// After-sale cases as the buyer sees them, and the buyer's two writes: opening a request on a
// delivered order within the window, and replying (text and photos) while it is open.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  AFTER_SALE_OPEN_STATUSES,
  type AfterSaleKind,
  type AfterSaleStatus,
  type afterSaleCase,
  type afterSaleOfOrder as afterSaleOfOrderSchema,
} from '@/lib/api/schemas/aftersale';
import type { z } from 'zod/mini';
import type { Config } from '../config';
import type { Executor, Tx } from '../db/client';
import { afterSaleCases, afterSaleEvents } from '../db/schema';
import { mapPage, readPage, type PageQuery } from '../db/paging';
import { pgCode } from '../db/money-tx';
import { ApiError, fieldError, notFound, refusal } from '../http/errors';
import { findOwnOrder, lockOwnOrder, ordersByIds, type OrderRow } from '../market';
import { claimPrivateUpload, thumbNameOf } from '../uploads';

export type CaseRow = typeof afterSaleCases.$inferSelect;
export type EventRow = typeof afterSaleEvents.$inferSelect;
type CaseOut = z.input<typeof afterSaleCase>;
type OfOrderOut = z.input<typeof afterSaleOfOrderSchema>;
/** Signs a stored private reference for one viewer (uploads' privateUrlSigner). */
export type Sign = (stored: string) => string;

const DAY_MS = 86_400_000;
export const isOpen = (status: AfterSaleStatus) => (AFTER_SALE_OPEN_STATUSES as readonly string[]).includes(status);

/** A stored photo as { url, thumb }, both signed for the viewer. */
export function signedPhoto(ref: string, sign: Sign) {
  const name = ref.slice(ref.lastIndexOf('/') + 1);
  return { url: sign(ref), thumb: sign(ref.slice(0, ref.length - name.length) + thumbNameOf(name)) };
}

/** The window: delivery + AFTER_SALE_WINDOW_DAYS (null until delivered). */
export function openUntil(o: OrderRow, config: Pick<Config, 'afterSaleWindowDays'>): Date | null {
  return o.status === 'delivered' && o.deliveredAt
    ? new Date(o.deliveredAt.getTime() + config.afterSaleWindowDays * DAY_MS)
    : null;
}

export async function eventsOf(exec: Executor, caseIds: number[]): Promise<Map<number, EventRow[]>> {
  const by = new Map<number, EventRow[]>();
  if (caseIds.length === 0) return by;
  const found = await exec
    .select()
    .from(afterSaleEvents)
    .where(inArray(afterSaleEvents.caseId, caseIds))
    .orderBy(asc(afterSaleEvents.id));
  for (const e of found) by.set(e.caseId, [...(by.get(e.caseId) ?? []), e]);
  return by;
}

/** The buyer's view: support's internal steps (a first approval) and notes left out, support unnamed. */
export function toBuyerCase(c: CaseRow, events: EventRow[], sign: Sign): CaseOut {
  return {
    id: c.id,
    orderId: c.orderId,
    kind: c.kind,
    status: c.status,
    openedAt: c.openedAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    refunded: c.refundedAmount,
    events: events
      .filter((e) => e.kind !== 'refund_requested')
      .map((e) => ({
        id: e.id,
        at: e.at.toISOString(),
        actor: e.actor === 'buyer' ? ('buyer' as const) : ('support' as const),
        kind: e.kind,
        text: e.kind === 'opened' || e.kind === 'info_added' || e.kind === 'info_requested' ? e.text : null,
        photos: e.photos.map((p) => signedPhoto(p, sign)),
        amount: e.kind === 'refunded' ? e.amount : null,
        reasonCode: e.kind === 'rejected' ? e.reasonCode : null,
      })),
  };
}

/** Why the buyer may not open a request on this order now, or null when they may. */
export async function openRefusal(
  exec: Executor,
  o: OrderRow,
  config: Pick<Config, 'afterSaleWindowDays'>,
  now: Date,
): Promise<'not_delivered' | 'after_sale_window_closed' | 'after_sale_open' | 'nothing_to_refund' | null> {
  const until = openUntil(o, config);
  if (!until) return 'not_delivered';
  const [open] = await exec
    .select({ id: afterSaleCases.id })
    .from(afterSaleCases)
    .where(and(eq(afterSaleCases.orderId, o.id), inArray(afterSaleCases.status, [...AFTER_SALE_OPEN_STATUSES])));
  if (open) return 'after_sale_open';
  if (now.getTime() > until.getTime()) return 'after_sale_window_closed';
  if (o.total - o.refundedAmount <= 0) return 'nothing_to_refund';
  return null;
}

export async function afterSaleOfOrder(
  exec: Executor,
  config: Pick<Config, 'afterSaleWindowDays'>,
  userId: number,
  orderId: number,
  now: Date,
  sign: Sign,
): Promise<Omit<OfOrderOut, 'lang'> & { productId: number }> {
  const o = await findOwnOrder(exec, userId, orderId);
  const cases = await exec
    .select()
    .from(afterSaleCases)
    .where(eq(afterSaleCases.orderId, o.id))
    .orderBy(desc(afterSaleCases.id));
  const events = await eventsOf(
    exec,
    cases.map((c) => c.id),
  );
  const refusalCode = await openRefusal(exec, o, config, now);
  const until = openUntil(o, config);
  return {
    orderId: o.id,
    productId: o.productId,
    productName: o.productName,
    productImage: o.productImage,
    deliveredAt: o.status === 'delivered' && o.deliveredAt ? o.deliveredAt.toISOString() : null,
    openUntil: until ? until.toISOString() : null,
    canOpen: refusalCode === null,
    refusal: refusalCode,
    paid: o.total,
    refunded: o.refundedAmount,
    refundable: Math.max(0, o.total - o.refundedAmount),
    cases: cases.map((c) => toBuyerCase(c, events.get(c.id) ?? [], sign)),
  };
}

export async function listCases(exec: Executor, userId: number, q: PageQuery) {
  const cond = eq(afterSaleCases.userId, userId);
  const page = await readPage(
    q,
    exec.select({ n: count() }).from(afterSaleCases).where(cond),
    exec.select().from(afterSaleCases).where(cond).orderBy(desc(afterSaleCases.updatedAt), desc(afterSaleCases.id)),
  );
  const orderRows = await ordersByIds(
    exec,
    page.items.map((c) => c.orderId),
  );
  return mapPage(page, (c) => {
    const o = orderRows.get(c.orderId);
    return {
      id: c.id,
      orderId: c.orderId,
      productId: o?.productId ?? 0,
      productName: o?.productName ?? '',
      productImage: o?.productImage ?? null,
      kind: c.kind,
      status: c.status,
      openedAt: c.openedAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      refunded: c.refundedAmount,
    };
  });
}

/** The buyer's photo URLs, each claimed as their own upload and made private (like a receipt). */
async function claimPhotos(
  tx: Tx,
  config: Pick<Config, 'dataDir'>,
  userId: number,
  urls: string[],
  now: Date,
): Promise<string[]> {
  const refs: string[] = [];
  for (const [i, url] of urls.entries()) {
    const ref = await claimPrivateUpload(tx, config, userId, `photos[${i}]`, url, now);
    if (!refs.includes(ref)) refs.push(ref);
  }
  return refs;
}

const REFUSAL_STATUS = { after_sale_open: 409 } as const;
const REFUSAL_TEXT = {
  not_delivered: 'the order has not been delivered',
  after_sale_window_closed: 'the after-sale window of this order has closed',
  after_sale_open: 'the order already has an open after-sale request',
  nothing_to_refund: 'the order was refunded in full',
} as const;

export async function openCase(
  tx: Tx,
  config: Pick<Config, 'dataDir' | 'afterSaleWindowDays'>,
  userId: number,
  input: { orderId: number; kind: AfterSaleKind; text: string; photos: string[] },
  now: Date,
): Promise<CaseRow> {
  // The order's row lock orders two opens of one order (and an operator's refund, which takes it first too).
  const o = await lockOwnOrder(tx, userId, input.orderId);
  const why = await openRefusal(tx, o, config, now);
  if (why) {
    const status = why === 'after_sale_open' ? REFUSAL_STATUS.after_sale_open : 422;
    throw fieldError(status, why, 'orderId', REFUSAL_TEXT[why]);
  }
  const photos = await claimPhotos(tx, config, userId, input.photos, now);
  let created: CaseRow | undefined;
  try {
    [created] = await tx
      .insert(afterSaleCases)
      .values({ orderId: o.id, userId, kind: input.kind, status: 'open', openedAt: now, updatedAt: now })
      .returning();
  } catch (e) {
    // The partial unique index: one open case per order, whatever got past the check above.
    if (pgCode(e) === '23505') throw refusal('after_sale_open', REFUSAL_TEXT.after_sale_open, 409);
    throw e;
  }
  if (!created) throw new Error('after-sale case not created');
  await tx
    .insert(afterSaleEvents)
    .values({ caseId: created.id, userId, at: now, actor: 'buyer', kind: 'opened', text: input.text, photos });
  return created;
}

export async function replyToCase(
  tx: Tx,
  config: Pick<Config, 'dataDir'>,
  userId: number,
  input: { caseId: number; text: string; photos: string[] },
  now: Date,
): Promise<CaseRow> {
  const [c] = await tx
    .select()
    .from(afterSaleCases)
    .where(and(eq(afterSaleCases.id, input.caseId), eq(afterSaleCases.userId, userId)))
    .for('update');
  if (!c) throw notFound('After-sale request');
  if (!isOpen(c.status)) throw new ApiError(409, `the request is ${c.status}`, { reason: 'after_sale_closed' });
  const photos = await claimPhotos(tx, config, userId, input.photos, now);
  await tx
    .insert(afterSaleEvents)
    .values({ caseId: c.id, userId, at: now, actor: 'buyer', kind: 'info_added', text: input.text, photos });
  // An answer to support's question puts the case back in support's queue; a refund waiting for
  // its second approval keeps waiting.
  const [updated] = await tx
    .update(afterSaleCases)
    .set({ status: c.status === 'info_requested' ? 'open' : c.status, updatedAt: now })
    .where(eq(afterSaleCases.id, c.id))
    .returning();
  if (!updated) throw notFound('After-sale request');
  return updated;
}

export async function caseWithEvents(exec: Executor, caseId: number) {
  const [c] = await exec.select().from(afterSaleCases).where(eq(afterSaleCases.id, caseId));
  if (!c) throw notFound('After-sale request');
  return { c, events: (await eventsOf(exec, [c.id])).get(c.id) ?? [] };
}
