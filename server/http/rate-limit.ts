// Rate limits kept in the database (rate_events) so they hold across server processes. The
// advisory lock on the bucket serialises check-then-record between concurrent requests.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rateEvents } from '../db/schema';

export interface Limit {
  windowMs: number;
  max: number;
}

export type RateCheck = { ok: true } | { ok: false; retryAfterSeconds: number };

async function lockBucket(tx: Tx, bucket: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`);
}

/** Whether one more event fits every limit of the bucket (records nothing). */
export async function rateCheck(tx: Tx, bucket: string, limits: Limit[], now: Date): Promise<RateCheck> {
  await lockBucket(tx, bucket);
  let retry = 0;
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowMs);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${rateEvents.at})` })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, bucket), gte(rateEvents.at, since)));
    if (row && row.n >= limit.max && row.oldest) {
      // The oldest event in the window is the one whose expiry frees a slot.
      const oldest = new Date(row.oldest).getTime();
      retry = Math.max(retry, (oldest + limit.windowMs - now.getTime()) / 1000);
    }
  }
  return retry > 0 ? { ok: false, retryAfterSeconds: Math.ceil(retry) } : { ok: true };
}

export async function rateRecord(tx: Tx, bucket: string, now: Date, keepMs = 86_400_000): Promise<number> {
  const [row] = await tx.insert(rateEvents).values({ bucket, at: now }).returning({ id: rateEvents.id });
  // Housekeeping for this bucket only: cheap with the (bucket, at) index.
  await tx
    .delete(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), lt(rateEvents.at, new Date(now.getTime() - keepMs))));
  return row?.id ?? 0;
}

/**
 * Check, and record when allowed, in one step under the bucket's lock: concurrent requests (in
 * any process on one PostgreSQL) are counted one after another, so N parallel tries spend N.
 * Count a guess this way *before* the slow verification, never after it.
 */
export async function rateHit(
  tx: Tx,
  bucket: string,
  limits: Limit[],
  now: Date,
): Promise<{ ok: true; eventId: number } | { ok: false; retryAfterSeconds: number }> {
  const check = await rateCheck(tx, bucket, limits, now);
  if (!check.ok) return check;
  return { ok: true, eventId: await rateRecord(tx, bucket, now) };
}

/** Takes back one recorded event (a guess that turned out right is not a failure). */
export async function rateForget(tx: Tx, eventId: number): Promise<void> {
  await tx.delete(rateEvents).where(eq(rateEvents.id, eventId));
}

export async function rateClear(tx: Tx, bucket: string): Promise<void> {
  await tx.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
}
