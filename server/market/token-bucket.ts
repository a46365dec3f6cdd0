// A per-process token bucket per user for buyProduct: sniping bots hammer it at window open, and
// a database-backed limit would add a write to the hottest path. With N server processes a user
// gets up to N times the rate; stock and balance stay exact either way (they are in the DB).
export interface BucketOptions {
  /** Burst size. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
  /** Buckets kept before idle ones are dropped. */
  maxKeys?: number;
}

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

export function tokenBucket(opts: BucketOptions) {
  const buckets = new Map<number, { tokens: number; at: number }>();
  const maxKeys = opts.maxKeys ?? 100_000;
  return {
    take(key: number, nowMs: number): Take {
      const b = buckets.get(key) ?? { tokens: opts.capacity, at: nowMs };
      const elapsed = Math.max(0, nowMs - b.at) / 1000;
      b.tokens = Math.min(opts.capacity, b.tokens + elapsed * opts.refillPerSecond);
      b.at = nowMs;
      if (buckets.size >= maxKeys && !buckets.has(key)) {
        // Full buckets carry no state worth keeping: drop them.
        for (const [k, v] of buckets) if (v.tokens >= opts.capacity - 1e-9 || nowMs - v.at > 60_000) buckets.delete(k);
      }
      buckets.set(key, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.ceil((1 - b.tokens) / opts.refillPerSecond) };
    },
  };
}

/** buyProduct: a burst of 5, then 2 per second per user. */
export const BUY_LIMIT: BucketOptions = { capacity: 5, refillPerSecond: 2 };
