// ChangePassword (old password proves it) and ModifyPayPwd (an SMS code proves it).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { users } from '../db/schema';
import { withTx } from '../db/tx';
import { notFound } from '../http/errors';
import { registerCall } from '../http/register-call';
import { passwordGuard, requireCode } from './login-routes';
import { hashPassword, verifyPassword } from './passwords';
import { fieldError } from './sms-routes';
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

/** For calls that need the pay password (SaveUserBankInfo here; buy and withdraw in market/). */
export async function requirePayPassword(stored: string | null, given: string): Promise<void> {
  if (!stored) throw fieldError(422, 'payPassword', 'is not set yet: set it in account security first');
  if (!(await verifyPassword(stored, given))) throw fieldError(422, 'payPassword', 'is wrong');
}
