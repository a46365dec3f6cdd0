// The per-user send rate: a token bucket stored in the database and taken with one statement
// (the row lock of the upsert serialises concurrent sends), so the limit holds across server
// processes. Taken inside the send transaction: a send that fails gives its token back.
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../db/client';

/** A burst of 10 messages, then one a second. */
export const SEND_LIMIT = { capacity: 10, refillPerSecond: 1 };

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

export async function takeSendToken(tx: Tx, userId: number, now: Date, limit = SEND_LIMIT): Promise<Take> {
  const at = now.toISOString();
  const { capacity: cap, refillPerSecond: rate } = limit;
  const refilled = sql`least(${cap}::float8, chat_rate_buckets.tokens
      + greatest(0, extract(epoch from (${at}::timestamptz - chat_rate_buckets.at))) * ${rate}::float8)`;
  const taken = await rows<{ tokens: number }>(
    tx,
    sql`INSERT INTO chat_rate_buckets (user_id, tokens, at) VALUES (${userId}, ${cap - 1}::float8, ${at}::timestamptz)
        ON CONFLICT (user_id) DO UPDATE
          SET tokens = ${refilled} - 1, at = greatest(chat_rate_buckets.at, ${at}::timestamptz)
          WHERE ${refilled} >= 1
        RETURNING tokens`,
  );
  if (taken.length > 0) return { ok: true };
  const [b] = await rows<{ tokens: number; at: string | Date }>(
    tx,
    sql`SELECT tokens, at FROM chat_rate_buckets WHERE user_id = ${userId}`,
  );
  const elapsed = b ? Math.max(0, (now.getTime() - new Date(b.at).getTime()) / 1000) : 0;
  const tokens = b ? Math.min(cap, Number(b.tokens) + elapsed * rate) : 0;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rate)) };
}
