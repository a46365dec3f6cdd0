// The notify group's queries on watches and push subscriptions (the notification centre's own are
// in store.ts; the outbox's in worker.ts and push.ts). Filtered by the caller's user id here, so a
// handler cannot forget it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import { pushSubscriptions, watches } from '../db/schema';
import { findProduct, productsByIds } from '../market';

type NewSubscription = Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'endpoint'>;

// ---- watchlist

/** The user's watched products, most recently watched first (a watch of a deleted product is left out). */
export async function watchList(exec: Executor, userId: number) {
  const watched = await exec
    .select({ productId: watches.productId, watchedAt: watches.createdAt })
    .from(watches)
    .where(eq(watches.userId, userId))
    .orderBy(desc(watches.createdAt), desc(watches.productId));
  const found = await productsByIds(
    exec,
    watched.map((w) => w.productId),
  );
  return watched.flatMap((w) => {
    const p = found.get(w.productId);
    return p ? [{ p, watchedAt: w.watchedAt }] : [];
  });
}

/** Serialises one user's watch adds until the transaction ends, so two cannot pass the cap together. */
export async function lockWatches(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7041990, ${userId})`);
}

export async function productExists(exec: Executor, productId: number): Promise<boolean> {
  return (await findProduct(exec, productId)) !== undefined;
}

export async function watchCount(exec: Executor, userId: number): Promise<number> {
  const [count] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(watches)
    .where(eq(watches.userId, userId));
  return count?.n ?? 0;
}

export async function isWatching(exec: Executor, userId: number, productId: number): Promise<boolean> {
  const [already] = await exec
    .select({ id: watches.productId })
    .from(watches)
    .where(and(eq(watches.userId, userId), eq(watches.productId, productId)));
  return already !== undefined;
}

export async function insertWatch(tx: Tx, userId: number, productId: number, createdAt: Date): Promise<void> {
  await tx.insert(watches).values({ userId, productId, createdAt }).onConflictDoNothing();
}

export async function deleteWatch(exec: Executor, userId: number, productId: number): Promise<void> {
  await exec.delete(watches).where(and(eq(watches.userId, userId), eq(watches.productId, productId)));
}

// ---- push subscriptions

/** Devices one user may have push to (the newest; saving another drops the oldest). */
export const MAX_SUBSCRIPTIONS = 10;

/** Serialises one user's subscription saves until the transaction ends (the cap holds). */
export async function lockPushSubscriptions(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7041991, ${userId})`);
}

/** One row per device (endpoint): saving again takes it over. */
export async function upsertPushSubscription(exec: Executor, endpoint: string, values: NewSubscription): Promise<void> {
  await exec
    .insert(pushSubscriptions)
    .values({ endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function deletePushSubscription(exec: Executor, userId: number, endpoint: string): Promise<void> {
  await exec
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

/** Drops the user's subscriptions beyond the newest MAX_SUBSCRIPTIONS. */
export async function trimPushSubscriptions(tx: Tx, userId: number): Promise<void> {
  await tx.execute(
    sql`DELETE FROM push_subscriptions WHERE user_id = ${userId} AND id NOT IN (
          SELECT id FROM push_subscriptions WHERE user_id = ${userId}
           ORDER BY created_at DESC, id DESC LIMIT ${MAX_SUBSCRIPTIONS})`,
  );
}

/** Where a user's push goes: the newest MAX_SUBSCRIPTIONS (rows saved before the cap included). */
export function pushSubscriptionsOf(exec: Executor, userId: number) {
  return exec
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_SUBSCRIPTIONS);
}

/** Drops a subscription its push service says is gone (404/410). */
export async function dropPushSubscription(exec: Executor, id: number): Promise<void> {
  await exec.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
