// ChangePassword (old password proves it) and ModifyPayPwd (an SMS code proves it).
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { users } from '../db/schema';
import { withTx } from '../db/tx';
import { fieldError, notFound, tooMany } from '../http/errors';
import { rateForget, rateHit } from '../http/rate-limit';
import { registerCall, type CallContext } from '../http/register-call';
import { countOldPasswordTry, requireCode } from './login-routes';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions, revokeSession } from './tokens';
import { weakPasswordReason } from './weak-passwords';

export function passwordRoutes(app: FastifyInstance): void {
  registerCall(app, calls.ChangePassword, async ({ oldPassword, newPassword }, ctx) => {
    const userId = ctx.userId();
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User');
    // Its own failure budget, per user: a stolen access token must not become a password oracle,
    // and an anonymous flood of wrong logins for this phone must not block the signed-in user.
    const attempt = await countOldPasswordTry(ctx, userId);
    if (!(await verifyPassword(user.passwordHash, oldPassword)))
      throw fieldError(422, 'wrong_password', 'oldPassword', 'is wrong');
    await attempt.succeeded();
    if (oldPassword === newPassword)
      throw fieldError(422, 'password_unchanged', 'newPassword', 'must differ from the old password');
    const weak = weakPasswordReason(newPassword, user.phone);
    if (weak) throw fieldError(422, 'weak_password', 'newPassword', weak);
    const hash = await hashPassword(ctx.config, newPassword);
    await withTx(ctx.db, async (tx) => {
      await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
      await revokeOtherSessions(tx, ctx.bus, userId, ctx.req.sessionFamily, ctx.now());
    });
    return { ok: true as const };
  });

  registerCall(app, calls.logout, async (_input, ctx) => {
    const userId = ctx.userId();
    const family = ctx.req.sessionFamily;
    if (family) await withTx(ctx.db, (tx) => revokeSession(tx, ctx.bus, userId, family, ctx.now()));
    return { ok: true as const };
  });

  registerCall(app, calls.ModifyPayPwd, async ({ code, payPassword }, ctx) => {
    const userId = ctx.userId();
    const [user] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User');
    await requireCode(ctx, user.phone, 'pay_password', code);
    const hash = await hashPassword(ctx.config, payPassword);
    await ctx.db.update(users).set({ payPasswordHash: hash }).where(eq(users.id, userId));
    return { ok: true as const };
  });
}

const PAY_PASSWORD_LIMIT = [{ windowMs: 15 * 60_000, max: 5 }];

/**
 * For calls that need the pay password (SaveUserBankInfo, ApplyWithdraw): five wrong tries per
 * 15 minutes, then 429, whichever call they came through.
 */
export function checkPayPassword(ctx: CallContext, userId: number, given: string): Promise<void> {
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

async function verifyPayPassword(ctx: CallContext, userId: number, given: string): Promise<void> {
  const [user] = await ctx.db.select({ pay: users.payPasswordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  if (!user.pay)
    throw fieldError(422, 'pay_password_not_set', 'payPassword', 'is not set yet: set it in account security first');
  const bucket = `paypwd:${userId}`;
  const now = ctx.now();
  // Counted before the slow verify, atomically: parallel guesses spend the budget one by one.
  const hit = await withTx(ctx.db, (tx) => rateHit(tx, bucket, PAY_PASSWORD_LIMIT, now));
  if (!hit.ok)
    throw tooMany('Too many wrong pay passwords: try again later', hit.retryAfterSeconds, 'pay_password_locked');
  if (!(await verifyPassword(user.pay, given))) throw fieldError(422, 'wrong_pay_password', 'payPassword', 'is wrong');
  await withTx(ctx.db, (tx) => rateForget(tx, hit.eventId));
}
