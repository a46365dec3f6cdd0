// The pay password as a service for the calls that need it (SaveUserBankInfo, ApplyWithdraw,
// buyProduct above the small-purchase limit, SetSmallPayLimit when raising it):
// checked against its argon2id hash under one attempt budget per user, whichever call asks.
import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { withTx } from '../db/tx';
import { fieldError, notFound, tooMany } from '../http/errors';
import { rateForget, rateHit } from '../http/rate-limit';
import { verifyPassword } from './passwords';
import { payPasswordHashOf } from './queries';

type PayPasswordContext = Pick<AppContext, 'db' | 'now'>;

const PAY_PASSWORD_LIMIT = [{ windowMs: 15 * 60_000, max: 5 }];

/**
 * For calls that need the pay password (SaveUserBankInfo, ApplyWithdraw): five wrong tries per
 * 15 minutes, then 429, whichever call they came through.
 */
export function checkPayPassword(ctx: PayPasswordContext, userId: number, given: string): Promise<void> {
  // The same guess sent many times at once is one guess: the copies share one verification and
  // spend one try (keyed by an HMAC under a per-process key, so the guess itself is never kept).
  // Different guesses still each spend a try before their slow hash.
  const flight = `${userId}:${createHmac('sha256', FLIGHT_KEY).update(given).digest('base64')}`;
  let check = payChecks.get(flight);
  if (!check) {
    check = verifyPayPassword(ctx, userId, given).finally(() => payChecks.delete(flight));
    payChecks.set(flight, check);
  }
  return check;
}

const FLIGHT_KEY = randomBytes(32);
const payChecks = new Map<string, Promise<void>>();

/** The refusal of a call that needs a pay password the user has not set. */
export const payPasswordNotSet = () =>
  fieldError(422, 'pay_password_not_set', 'payPassword', 'is not set yet: set it in account security first');

async function verifyPayPassword(ctx: PayPasswordContext, userId: number, given: string): Promise<void> {
  const pay = await payPasswordHashOf(ctx.db, userId);
  if (pay === undefined) throw notFound('User');
  if (!pay) throw payPasswordNotSet();
  const bucket = `paypwd:${userId}`;
  const now = ctx.now();
  // Counted before the slow verify, atomically: parallel guesses spend the budget one by one.
  const hit = await withTx(ctx.db, (tx) => rateHit(tx, bucket, PAY_PASSWORD_LIMIT, now));
  if (!hit.ok)
    throw tooMany('Too many wrong pay passwords: try again later', hit.retryAfterSeconds, 'pay_password_locked');
  if (!(await verifyPassword(pay, given))) throw fieldError(422, 'wrong_pay_password', 'payPassword', 'is wrong');
  await withTx(ctx.db, (tx) => rateForget(tx, hit.eventId));
}
