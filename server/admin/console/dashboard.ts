// The console's first screen: the auction window (open or closed, and when that changes next, for
// the countdown), today's orders and sales (since midnight in the window's time zone), the pending
// queues with their oldest item, and whether the ledger audits clean; and the last 30 days, per
// calendar day of the window's time zone (issue 42 #9). Every count is asked of the feature that
// owns the table (market: orders; wallet: ledger and applications; account: identities).
import type { OperatorResult } from '@/lib/api/operator/calls';
import { DASHBOARD_DAYS } from '@/lib/api/operator/groups/dashboard-series';
import { auctionStatus, msOfDayIn, type AuctionWindow } from '@/lib/auction/status';
import type { Db } from '../../db/client';
import { withTx } from '../../db/tx';
import { pendingIdentities } from '../../account';
import { loadWindow, orderTotals, orderTotalsPerDay } from '../../market';
import { auditLedger, moneyTotalsPerDay, pendingApplications } from '../../wallet';
import type { OperatorHandlers } from '../../operator/operator-group';
import { lastDays } from './local-days';

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

export async function dashboard(db: Db, nowDate: Date): Promise<Dashboard> {
  const now = nowDate.getTime();
  const w = await loadWindow(db);
  const change = nextChange(w, now);
  const since = new Date(midnightIn(w.timeZone, now));
  const today = await orderTotals(db, since, nowDate);
  return {
    window: {
      startTime: w.startTime,
      endTime: w.endTime,
      timeZone: w.timeZone,
      open: change.open,
      nextChangeAt: change.at,
      now,
    },
    today: { since: since.toISOString(), ...today },
    queues: { ...(await pendingApplications(db)), identity: await pendingIdentities(db) },
    ledger: await ledgerCheck(db, now),
  };
}

/**
 * The last DASHBOARD_DAYS calendar days of the window's time zone, today (so far) included, oldest
 * first; a day without activity is a row of zeros.
 */
export async function dashboardSeries(db: Db, nowDate: Date): Promise<OperatorResult<'dashboardSeries'>> {
  const now = nowDate.getTime();
  const { timeZone } = await loadWindow(db);
  const days = lastDays(timeZone, now, DASHBOARD_DAYS);
  // From a day before the first local midnight (a clock change cannot move it past): the rows
  // are then kept by their local day, which is exact.
  const q = { since: new Date(midnightIn(timeZone, now) - DASHBOARD_DAYS * DAY), until: nowDate, timeZone };
  const orders = await orderTotalsPerDay(db, q);
  const money = await moneyTotalsPerDay(db, q);
  return {
    timeZone,
    days: days.map((day) => ({
      day,
      ...(orders.get(day) ?? { orders: 0, sales: 0 }),
      ...(money.get(day) ?? { recharges: 0, withdrawals: 0 }),
    })),
  };
}

export const dashboardHandlers = {
  dashboard: (_input, ctx) => dashboard(ctx.db, ctx.now()),
  dashboardSeries: (_input, ctx) => dashboardSeries(ctx.db, ctx.now()),
} satisfies Partial<OperatorHandlers<'queues'>>;
