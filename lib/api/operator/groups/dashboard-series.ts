// The dashboard over time (issue 42 #9): one row per calendar day of the auction window's time zone,
// the last DASHBOARD_DAYS of them ending today, oldest first. Money in minor units. No React, no
// browser APIs.
import { z } from 'zod/mini';
import { isoDate, money } from '../../schemas/common';

/** How many days the series covers, today included. */
export const DASHBOARD_DAYS = 30;

const count = z.number().check(z.int(), z.nonnegative());

export const dashboardDay = z.object({
  /** The calendar day in the window's time zone. */
  day: isoDate,
  /** Orders placed that day (every purchase: the platform's items and consigned resales). */
  orders: count,
  /** What those orders cost their buyers (equal to the day's purchase postings in the ledger). */
  sales: money,
  /** Approved recharges, on the day of the approval (money in). */
  recharges: money,
  /** Approved withdrawals, on the day of the (second) approval (money out). */
  withdrawals: money,
});

export const dashboardSeries = z.object({
  timeZone: z.string(),
  days: z.array(dashboardDay),
});
