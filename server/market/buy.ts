// The buy: one call of the gavel_buy function (migration 0005_buy.sql), so a buy costs one round
// trip and the rows every buyer shares are locked only for the last statements before COMMIT.
// Outside a transaction the call is its own transaction (a named prepared statement on
// PostgreSQL); inside one (the ledger property test) it joins it.
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { preparedRows, rows } from '../db/client';
import { notFound, type ApiError } from '../http/errors';
import { isRetryable } from '../wallet/money-tx';
import { keyInProgress, keyMismatch, KEEP_MS } from './idempotency';
import { insufficientBalance, refuse, type OrderOut } from './orders';

export interface BuyInput {
  userId: number;
  productId: number;
  quantity: number;
  now: Date;
  /** The Idempotency-Key and the request's hash (server/market/idempotency.ts), or null. */
  key?: string | null;
  hash?: string | null;
}

export interface BuyResult {
  order: OrderOut;
  balance: number;
}

export interface BuyOutcome {
  result: BuyResult;
  /** True when the key's first answer was replayed (nothing moved). */
  replay: boolean;
  /** Stock left after this buy (absent on a replay). */
  stock?: number;
}

/** The reasons gavel_buy refuses with (its RAISE … MESSAGE). */
export type BuyRefusal =
  | 'window_closed'
  | 'not_found'
  | 'off_shelf'
  | 'own_item'
  | 'sold_out'
  | 'too_large'
  | 'insufficient_balance'
  | 'key_mismatch'
  | 'key_in_progress';

type Detail = { stock?: number; startTime?: string; endTime?: string; timeZone?: string };

/** The one place a refusal becomes the answer the client sees. */
export function refusalError(reason: BuyRefusal, detail: Detail): ApiError {
  switch (reason) {
    case 'window_closed':
      return refuse(
        'window_closed',
        `bidding is not in progress (window ${detail.startTime}–${detail.endTime} ${detail.timeZone})`,
      );
    case 'not_found':
      return notFound('Product');
    case 'off_shelf':
      return refuse('not_on_sale', 'is not on sale', 'productId');
    case 'own_item':
      return refuse('own_item', 'is your own consigned item', 'productId');
    case 'sold_out':
      return detail.stock
        ? refuse('not_enough_stock', `only ${detail.stock} left`, 'quantity')
        : refuse('sold_out', 'is sold out', 'productId');
    case 'too_large':
      return refuse('invalid_input', 'is too large', 'quantity');
    case 'insufficient_balance':
      return insufficientBalance();
    case 'key_mismatch':
      return keyMismatch();
    case 'key_in_progress':
      return keyInProgress();
  }
}

const REASONS = new Set<string>([
  'window_closed',
  'not_found',
  'off_shelf',
  'own_item',
  'sold_out',
  'too_large',
  'insufficient_balance',
  'key_mismatch',
  'key_in_progress',
]);

/** The refusal gavel_buy raised, found under any wrapping (drizzle wraps driver errors). */
export function buyRefusalOf(e: unknown): { reason: BuyRefusal; detail: Detail } | null {
  for (let cur: unknown = e, depth = 0; cur && depth < 5; depth++) {
    const err = cur as { hint?: unknown; message?: unknown; detail?: unknown; cause?: unknown };
    if (err.hint === 'gavel_buy' && typeof err.message === 'string' && REASONS.has(err.message)) {
      let detail: Detail = {};
      try {
        detail = typeof err.detail === 'string' ? (JSON.parse(err.detail) as Detail) : {};
      } catch {
        // A detail we cannot read only loses the numbers in the message.
      }
      return { reason: err.message as BuyRefusal, detail };
    }
    cur = err.cause;
  }
  return null;
}

const BUY_SQL = 'SELECT gavel_buy($1, $2, $3, $4, $5, $6, $7) AS r';
const KEEP = `${KEEP_MS / 1000} seconds`;

const params = (i: BuyInput) => [
  i.userId,
  i.productId,
  i.quantity,
  i.now.toISOString(),
  i.key ?? null,
  i.hash ?? null,
  KEEP,
];

function toOutcome(r: { replay: boolean; result: BuyResult; stock?: number }): BuyOutcome {
  return r.replay ? { result: r.result, replay: true } : { result: r.result, replay: false, stock: r.stock ?? 0 };
}

type OnRefused = (reason: BuyRefusal, detail: Detail) => void;

function mapped(e: unknown, onRefused?: OnRefused): unknown {
  const refusal = buyRefusalOf(e);
  if (!refusal) return e;
  onRefused?.(refusal.reason, refusal.detail);
  return refusalError(refusal.reason, refusal.detail);
}

/** Buys inside the caller's transaction (or alone on `exec`); refusals throw ApiError. */
export async function buy(exec: Executor, input: BuyInput): Promise<BuyOutcome> {
  const [p1, p2, p3, p4, p5, p6, p7] = params(input);
  try {
    const [row] = await rows<{ r: Parameters<typeof toOutcome>[0] }>(
      exec,
      sql`SELECT gavel_buy(${p1}, ${p2}, ${p3}, ${p4}, ${p5}, ${p6}, ${p7}::interval) AS r`,
    );
    if (!row) throw new Error('gavel_buy answered nothing');
    return toOutcome(row.r);
  } catch (e) {
    throw mapped(e);
  }
}

/**
 * The request path: one statement, its own transaction, retried after a deadlock or a
 * serialisation failure (the whole call rolled back, so running it again is safe).
 */
export async function buyNow(db: Db, input: BuyInput, onRefused?: OnRefused, attempts = 5): Promise<BuyOutcome> {
  const values = params(input);
  for (let i = 1; ; i++) {
    try {
      const [row] = await preparedRows<{ r: Parameters<typeof toOutcome>[0] }>(db, 'gavel_buy', BUY_SQL, values);
      if (!row) throw new Error('gavel_buy answered nothing');
      return toOutcome(row.r);
    } catch (e) {
      if (i < attempts && isRetryable(e)) {
        await new Promise((r) => setTimeout(r, Math.random() * 10 * i));
        continue;
      }
      throw mapped(e, onRefused);
    }
  }
}
