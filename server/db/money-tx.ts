// Transactions that move money or stock. On PostgreSQL two of them can still deadlock (a hot
// product row plus account rows) or fail serialisation; both are safe to retry because the
// whole transaction rolled back. Business refusals (ApiError) are never retried.
import type { Db, Tx } from '../db/client';
import { withTx } from '../db/tx';

const RETRYABLE = new Set(['40P01', '40001']);

function pgCode(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur && depth < 5; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isRetryable(e: unknown): boolean {
  const code = pgCode(e);
  return code !== undefined && RETRYABLE.has(code);
}

export async function moneyTx<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await withTx(db, fn);
    } catch (e) {
      if (i >= attempts || !isRetryable(e)) throw e;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * i));
    }
  }
}

/** The SQLSTATE of a database error (e.g. '23514' check violation), for mapping to envelopes. */
export { pgCode };
