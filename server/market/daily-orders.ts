// Orders counted for the operator's dashboard: how many, and what they cost their buyers, between
// two instants, in all or per calendar day of a time zone (the auction window's). Every order
// counts: a purchase of the platform's item and of a consigned resale alike (docs/console.md).
import { and, count, gte, lte, sql, sum } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders } from '../db/schema';

export interface OrderTotals {
  orders: number;
  /** Minor units. */
  sales: number;
}

/** Orders placed in [since, until]. */
export async function orderTotals(db: Executor, since: Date, until: Date): Promise<OrderTotals> {
  const [r] = await db
    .select({ n: count(), total: sum(orders.total) })
    .from(orders)
    .where(and(gte(orders.createdAt, since), lte(orders.createdAt, until)));
  return { orders: r?.n ?? 0, sales: Number(r?.total ?? 0) };
}

/** Orders placed in [since, until], keyed by their calendar day (YYYY-MM-DD) in `timeZone`. */
export async function orderTotalsPerDay(
  db: Executor,
  q: { since: Date; until: Date; timeZone: string },
): Promise<Map<string, OrderTotals>> {
  const day = sql<string>`to_char(${orders.createdAt} AT TIME ZONE ${q.timeZone}, 'YYYY-MM-DD')`;
  const found = await db
    .select({ day, n: count(), total: sum(orders.total) })
    .from(orders)
    .where(and(gte(orders.createdAt, q.since), lte(orders.createdAt, q.until)))
    // By position: the zone is a parameter, so the select's expression and a repeated one differ.
    .groupBy(sql`1`);
  return new Map(found.map((r) => [r.day, { orders: r.n, sales: Number(r.total ?? 0) }]));
}
