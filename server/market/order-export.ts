// The orders export's rows (server/admin/exports): a keyset page of the orders created in a range,
// oldest first, each with its creation time as the database writes it (the next page's key).
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { keysetWithin, type TimeKey, type TimeRange } from '../db/keyset';
import { orders } from '../db/schema';
import type { OrderRow } from './orders';

export function ordersInRange(
  exec: Executor,
  r: TimeRange,
  after: TimeKey | null,
  limit: number,
): Promise<{ o: OrderRow; key: string }[]> {
  const t = orders;
  return exec
    .select({ o: t, key: sql<string>`${t.createdAt}::text` })
    .from(t)
    .where(keysetWithin(t.createdAt, r, after, sql`${t.id}`))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(limit);
}
