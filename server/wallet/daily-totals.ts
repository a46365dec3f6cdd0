// Money that crossed the platform's edge, for the operator's dashboard: approved recharges (in) and
// approved withdrawals (out) per calendar day of a time zone, read from the ledger's postings (the
// day a posting is made is the day of the approval), so the dashboard and the ledger cannot differ.
import { and, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema';
import { SYSTEM } from './ledger';

export interface MoneyTotals {
  /** Minor units, each ≥ 0. */
  recharges: number;
  withdrawals: number;
}

/** Postings in [since, until], keyed by their calendar day (YYYY-MM-DD) in `timeZone`. */
export async function moneyTotalsPerDay(
  db: Executor,
  q: { since: Date; until: Date; timeZone: string },
): Promise<Map<string, MoneyTotals>> {
  const e = ledgerEntries;
  const day = sql<string>`to_char(${e.createdAt} AT TIME ZONE ${q.timeZone}, 'YYYY-MM-DD')`;
  // The external side of each posting: the recharge account goes down by what came in, the
  // withdrawal account up by what went out.
  const found = await db
    .select({ day, account: ledgerAccounts.code, total: sum(e.amount) })
    .from(e)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, e.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, e.transactionId))
    .where(
      and(
        gte(e.createdAt, q.since),
        lte(e.createdAt, q.until),
        inArray(ledgerAccounts.code, [SYSTEM.recharge, SYSTEM.withdrawal]),
        inArray(ledgerTransactions.kind, ['recharge', 'withdraw_paid']),
      ),
    )
    // By position: the zone is a parameter, so the select's expression and a repeated one differ.
    .groupBy(sql`1`, sql`2`);
  const out = new Map<string, MoneyTotals>();
  for (const r of found) {
    const totals = out.get(r.day) ?? { recharges: 0, withdrawals: 0 };
    const amount = Number(r.total ?? 0);
    if (r.account === SYSTEM.recharge) totals.recharges += -amount;
    else totals.withdrawals += amount;
    out.set(r.day, totals);
  }
  return out;
}
