// Idempotency-Key for calls that move money or goods. The key row is inserted in the same
// transaction as the effect: a concurrent duplicate blocks on the primary key until the first
// commits, then reads its answer (or, if the first rolled back, runs itself). A refused request
// (an ApiError) rolls back and stores nothing: it moved nothing, so a retry may run again.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { preparedRows, rows } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { FastifyRequest } from 'fastify';
import { badRequest, conflict, fieldError } from './errors';
import { moneyTx } from '../db/money-tx';
import { Coalescer } from '../db/coalesce';

const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
const HEADER = 'Idempotency-Key';
/** How long a key answers replays. */
export const KEEP_MS = 7 * 24 * 60 * 60_000;

export function idempotencyKey(ctx: { req: FastifyRequest }): string | null {
  const raw = ctx.req.headers['idempotency-key'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return null;
  if (!KEY_PATTERN.test(value)) {
    throw badRequest(HEADER, 'must be 1 to 128 visible ASCII characters', 'format');
  }
  return value;
}

export function requestHash(call: string, input: unknown): string {
  return createHash('sha256').update(call).update('\0').update(JSON.stringify(input)).digest('hex');
}

export const keyInProgress = () =>
  conflict(`${HEADER}: the first request with this key is still in progress`, 'request_in_progress');
export const keyMismatch = () =>
  fieldError(422, 'idempotency_conflict', HEADER, 'was already used for a different request');

type UserKey = { userId: number; key: string };
const usedLookups = new WeakMap<Db, Coalescer<UserKey, boolean>>();
/** The user id is an integer: the first colon separates it from the key. */
const pairText = (userId: number, key: string) => `${userId}:${key}`;

/**
 * Whether this user already used this key (its answer will be replayed, whatever changed since).
 * Lookups that arrive together go as one query (server/db/coalesce.ts): a thousand refused buyers
 * at window open cost a few round trips, not a thousand; each still sees every key committed
 * before it asked.
 */
export async function keyUsed(db: Db, userId: number, key: string | null): Promise<boolean> {
  if (key === null) return false;
  let lookup = usedLookups.get(db);
  if (!lookup) {
    lookup = new Coalescer<UserKey, boolean>(async (asked) => {
      const found = await preparedRows<{ user_id: number; key: string }>(
        db,
        'gavel_keys_used',
        `SELECT k.user_id, k.key FROM jsonb_to_recordset($1::jsonb) AS q(u integer, k text)
           JOIN idempotency_keys k ON k.user_id = q.u AND k.key = q.k`,
        [JSON.stringify(asked.map((a) => ({ u: a.userId, k: a.key })))],
      );
      const used = new Set(found.map((r) => pairText(r.user_id, r.key)));
      return (a) => used.has(pairText(a.userId, a.key));
    });
    usedLookups.set(db, lookup);
  }
  return lookup.load({ userId, key });
}

export interface IdempotentRun {
  db: Db;
  userId: number;
  key: string | null;
  call: string;
  input: unknown;
  now: Date;
}

/** Runs `fn` in one money transaction, at most once per (user, key). */
export function idempotent<T>(run: IdempotentRun, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { key } = run;
  if (key === null) return moneyTx(run.db, fn);
  const hash = requestHash(run.call, run.input);
  return moneyTx(run.db, async (tx) => {
    const claimed = await rows<{ key: string }>(
      tx,
      sql`INSERT INTO idempotency_keys (user_id, key, request_hash, created_at)
          VALUES (${run.userId}, ${key}, ${hash}, ${run.now.toISOString()})
          ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    );
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, run.userId), eq(idempotencyKeys.key, key)));
      if (!first) throw keyInProgress();
      if (first.requestHash !== hash) throw keyMismatch();
      if (first.response === null) throw keyInProgress();
      return first.response as T;
    }
    // Housekeeping for this user only (cheap on the primary key): keys answer replays for a week.
    await tx.execute(
      sql`DELETE FROM idempotency_keys WHERE user_id = ${run.userId} AND created_at < ${new Date(run.now.getTime() - KEEP_MS).toISOString()}`,
    );
    const result = await fn(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result })
      .where(and(eq(idempotencyKeys.userId, run.userId), eq(idempotencyKeys.key, key)));
    return result;
  });
}
