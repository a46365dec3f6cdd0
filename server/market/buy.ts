// The buy: one call of the gavel_buy_many function (server/db/functions/gavel_buy_many.sql) for
// the buyers of one product that arrived together, so they share one round trip, one lock of the
// product row and one COMMIT, and each still gets their own answer. Outside a transaction the call
// is its own transaction (a named prepared statement on PostgreSQL); inside one (the ledger
// property test) it joins it.
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { preparedRows, rows } from '../db/client';
import { fieldError, notFound, type ApiError } from '../http/errors';
import { isRetryable } from '../db/money-tx';
import { keyInProgress, keyMismatch, KEEP_MS } from '../http/idempotency';
import { insufficientBalance, refuse, type OrderOut } from './orders';
import { accountFrozen, payPasswordNotSet } from '../auth';

export interface BuyInput {
  userId: number;
  productId: number;
  quantity: number;
  now: Date;
  /** The Idempotency-Key and the request's hash (server/http/idempotency.ts), or null. */
  key?: string | null;
  hash?: string | null;
  /**
   * True when the request came without a pay password: gavel_buy_many then buys only within the
   * buyer's small-purchase limit (0030_small_pay_limit.sql). False or absent: the pay password was
   * checked before (server/auth/pay-password.ts), or the caller is not a request (tests, seeds).
   */
  small?: boolean;
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

/** The reasons gavel_buy_many refuses a buyer with. */
export type BuyRefusal =
  | 'window_closed'
  | 'not_found'
  | 'off_shelf'
  | 'own_item'
  | 'sold_out'
  | 'too_large'
  | 'insufficient_balance'
  | 'key_mismatch'
  | 'key_in_progress'
  | 'account_frozen'
  | 'pay_password_not_set'
  | 'pay_password_required';

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
    case 'account_frozen':
      return accountFrozen();
    case 'pay_password_not_set':
      return payPasswordNotSet();
    case 'pay_password_required':
      return fieldError(
        422,
        'pay_password_required',
        'payPassword',
        "is needed: this buy is above today's limit of purchases without it",
      );
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
  'account_frozen',
  'pay_password_not_set',
  'pay_password_required',
]);

const KEEP = `${KEEP_MS / 1000} seconds`;

/** One buyer's part of a gavel_buy_many call. */
const buyer = (i: BuyInput) => ({
  u: i.userId,
  q: i.quantity,
  n: i.now.toISOString(),
  k: i.key ?? null,
  h: i.hash ?? null,
  ...(i.small ? { s: true } : {}),
});

/** What gavel_buy_many answers for one buyer (migration 0008_buy_many.sql). */
type Answered =
  | { replay: true; result: BuyResult }
  | { replay: false; result: BuyResult; stock: number }
  | { refused: BuyRefusal; detail: Detail };

/** One buyer's answer from a batch: bought or replayed, refused, or an error of its own. */
export type BuyAnswer =
  { outcome: BuyOutcome } | { refusal: { reason: BuyRefusal; detail: Detail } } | { error: unknown };

function toAnswer(a: Answered): BuyAnswer {
  if ('refused' in a) {
    if (!REASONS.has(a.refused)) return { error: new Error(`gavel_buy_many: unknown refusal ${String(a.refused)}`) };
    return { refusal: { reason: a.refused, detail: a.detail } };
  }
  return {
    outcome: a.replay ? { result: a.result, replay: true } : { result: a.result, replay: false, stock: a.stock },
  };
}

/** Buys for several buyers of one product inside the caller's transaction (or alone on `exec`). */
export async function buyManyIn(exec: Executor, productId: number, inputs: BuyInput[]): Promise<BuyAnswer[]> {
  const [row] = await rows<{ r: Answered[] | null }>(
    exec,
    sql`SELECT gavel_buy_many(${productId}, ${JSON.stringify(inputs.map(buyer))}::jsonb, ${KEEP}::interval) AS r`,
  );
  return (row?.r ?? []).map(toAnswer);
}

/** Buys inside the caller's transaction (or alone on `exec`); refusals throw ApiError. */
export async function buy(exec: Executor, input: BuyInput): Promise<BuyOutcome> {
  const [a] = await buyManyIn(exec, input.productId, [input]);
  if (!a) throw new Error('gavel_buy_many answered nothing');
  if ('refusal' in a) throw refusalError(a.refusal.reason, a.refusal.detail);
  if ('error' in a) throw a.error;
  return a.outcome;
}

const BUY_MANY_SQL = 'SELECT gavel_buy_many($1, $2::jsonb, $3::interval) AS r';

/** One gavel_buy_many call, its own transaction, retried after a deadlock or a serialisation failure. */
async function buyTogether(db: Db, productId: number, inputs: BuyInput[], attempts: number): Promise<BuyAnswer[]> {
  const values = [productId, JSON.stringify(inputs.map(buyer)), KEEP];
  for (let i = 1; ; i++) {
    try {
      const [row] = await preparedRows<{ r: Answered[] }>(db, 'gavel_buy_many', BUY_MANY_SQL, values);
      if (!row || row.r.length !== inputs.length) throw new Error('gavel_buy_many answered the wrong number of buyers');
      return row.r.map(toAnswer);
    } catch (e) {
      // The whole call rolled back, so running it again is safe.
      if (i < attempts && isRetryable(e)) {
        await new Promise((r) => setTimeout(r, Math.random() * 10 * i));
        continue;
      }
      throw e;
    }
  }
}

/**
 * The request path: the buyers of one product that the server has queued, in arrival order, in
 * one statement and one transaction (group commit). Each gets their own answer. If the call fails
 * as a whole (nothing of it stays), each buyer is run again alone, so an error one buyer causes
 * is that buyer's answer only.
 */
export async function buyMany(db: Db, productId: number, inputs: BuyInput[], attempts = 5): Promise<BuyAnswer[]> {
  try {
    return await buyTogether(db, productId, inputs, attempts);
  } catch (e) {
    if (inputs.length === 1) return [{ error: e }];
  }
  const alone: BuyAnswer[] = [];
  for (const input of inputs) {
    try {
      alone.push(...(await buyTogether(db, productId, [input], attempts)));
    } catch (e) {
      alone.push({ error: e });
    }
  }
  return alone;
}
