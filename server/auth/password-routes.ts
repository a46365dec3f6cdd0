// ChangePassword (old password proves it) and ModifyPayPwd (an SMS code proves it).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { users } from '../db/schema';
import { withTx } from '../db/tx';
import { fieldError, notFound, tooMany } from '../http/errors';
import { rateCheck, rateRecord } from '../http/rate-limit';
import { registerCall, type CallContext } from '../http/register-call';
import { passwordGuard, requireCode } from './login-routes';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions } from './tokens';

export function passwordRoutes(app: FastifyInstance): void {
  registerCall(app, calls.ChangePassword, async ({ oldPassword, newPassword }, ctx) => {
    const userId = ctx.userId();
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User');
    // The same failure budget as login: a stolen access token must not become a password oracle.
    await passwordGuard(ctx, user.phone, false);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      await passwordGuard(ctx, user.phone, true);
      throw fieldError(422, 'oldPassword', 'is wrong');
    }
    if (oldPassword === newPassword) throw fieldError(422, 'newPassword', 'must differ from the old password');
    const hash = await hashPassword(ctx.config, newPassword);
    await withTx(ctx.db, async (tx) => {
      await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
      await revokeOtherSessions(tx, userId, ctx.req.sessionFamily, ctx.now());
    });
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
 * For calls that need the pay password (SaveUserBankInfo, ApplyWithdraw): argon2 verify outside
 * any transaction; five wrong tries per 15 minutes, then 429, whichever call they came through.
 */
export async function checkPayPassword(ctx: CallContext, userId: number, given: string): Promise<void> {
  const [user] = await ctx.db.select({ pay: users.payPasswordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  if (!user.pay) throw fieldError(422, 'payPassword', 'is not set yet: set it in account security first');
  const bucket = `paypwd:${userId}`;
  const now = ctx.now();
  const check = await withTx(ctx.db, (tx) => rateCheck(tx, bucket, PAY_PASSWORD_LIMIT, now));
  if (!check.ok) throw tooMany('Too many wrong pay passwords: try again later', check.retryAfterSeconds);
  if (!(await verifyPassword(user.pay, given))) {
    await withTx(ctx.db, (tx) => rateRecord(tx, bucket, now));
    throw fieldError(422, 'payPassword', 'is wrong');
  }
}
