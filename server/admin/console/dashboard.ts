// The console's first screen: the auction window (open or closed, and when that changes next, for
// the countdown), today's orders and sales (since midnight in the window's time zone), the pending
// queues with their oldest item, and whether the ledger audits clean.
import { and, count, gte, lte, min, sql, sum } from 'drizzle-orm';
import type { OperatorResult } from '@/lib/api/operator/calls';
import { auctionStatus, msOfDayIn, type AuctionWindow } from '@/lib/auction/status';
import type { Db } from '../../db/client';
import {
  identities,
  orders,
  rechargeApplications,
  scoreRefundApplications,
  withdrawApplications,
} from '../../db/schema';
import { withTx } from '../../db/tx';
import { loadWindow } from '../../market';
import { auditLedger } from '../../wallet';
import type { OperatorHandlers } from '../operator-group';

type Dashboard = OperatorResult<'dashboard'>;
const DAY = 86_400_000;

/**
 * When buying next opens (closed now) or closes (open now), epoch ms. Walks the window's phases:
 * from "ended" the next phase is midnight's "not started", and only then the opening.
 */
export function nextChange(w: AuctionWindow, now: number): { open: boolean; at: number } {
  const s = auctionStatus(w, now);
  if (s.allowBuy) return { open: true, at: now + s.msToChange };
  let t = now;
  for (let i = 0; i < 3; i++) {
    const here = auctionStatus(w, t);
    if (here.allowBuy) return { open: false, at: t };
    t += Math.max(1, here.msToChange);
  }
  return { open: false, at: t };
}

/** Midnight today in `timeZone` (the local day's first instant, across a DST change too). */
export function midnightIn(timeZone: string, now: number): number {
  let at = now - msOfDayIn(now, timeZone);
  // A clock change since midnight leaves `at` an hour off: move it onto the wall-clock midnight.
  const off = msOfDayIn(at, timeZone);
  if (off !== 0) at += off > DAY / 2 ? DAY - off : -off;
  return at;
}

/**
 * The ledger audit is a scan of every entry: run at most once a minute per database (the answer
 * says when it ran), and in one snapshot so a posting in flight is seen whole or not at all.
 */
const AUDIT_TTL_MS = 60_000;
const audits = new WeakMap<Db, { ok: boolean; at: number }>();

async function ledgerCheck(db: Db, now: number): Promise<{ ok: boolean; checkedAt: string }> {
  const cached = audits.get(db);
  if (cached && now - cached.at < AUDIT_TTL_MS && now >= cached.at) {
    return { ok: cached.ok, checkedAt: new Date(cached.at).toISOString() };
  }
  const a = await withTx(db, (tx) => auditLedger(tx), { isolationLevel: 'repeatable read' });
  const ok = a.mismatched.length === 0 && a.negative.length === 0 && a.unbalanced.length === 0 && a.moneyTotal === 0;
  audits.set(db, { ok, at: now });
  return { ok, checkedAt: new Date(now).toISOString() };
}

const PENDING = sql`status = 'pending'`;

async function pendingOf(db: Db) {
  const of = async (
    table: typeof rechargeApplications | typeof withdrawApplications | typeof scoreRefundApplications,
  ) => {
    const [r] = await db
      .select({ n: count(), oldest: min(table.createdAt) })
      .from(table)
      .where(PENDING);
    return { count: r?.n ?? 0, oldestAt: r?.oldest ? new Date(r.oldest).toISOString() : null };
  };
  const [id] = await db
    .select({ n: count(), oldest: min(identities.submittedAt) })
    .from(identities)
    .where(PENDING);
  return {
    recharge: await of(rechargeApplications),
    withdraw: await of(withdrawApplications),
    refund: await of(scoreRefundApplications),
    identity: { count: id?.n ?? 0, oldestAt: id?.oldest ? new Date(id.oldest).toISOString() : null },
  };
}

export async function dashboard(db: Db, nowDate: Date): Promise<Dashboard> {
  const now = nowDate.getTime();
  const w = await loadWindow(db);
  const change = nextChange(w, now);
  const since = new Date(midnightIn(w.timeZone, now));
  const [today] = await db
    .select({ n: count(), total: sum(orders.total) })
    .from(orders)
    .where(and(gte(orders.createdAt, since), lte(orders.createdAt, nowDate)));
  return {
    window: {
      startTime: w.startTime,
      endTime: w.endTime,
      timeZone: w.timeZone,
      open: change.open,
      nextChangeAt: change.at,
      now,
    },
    today: { since: since.toISOString(), orders: today?.n ?? 0, sales: Number(today?.total ?? 0) },
    queues: await pendingOf(db),
    ledger: await ledgerCheck(db, now),
  };
}

export const dashboardHandlers = {
  dashboard: (_input, ctx) => dashboard(ctx.db, ctx.now()),
} satisfies Partial<OperatorHandlers<'queues'>>;
