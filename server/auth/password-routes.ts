// ChangePassword (old password proves it) and ModifyPayPwd (an SMS code proves it).
import { withTx } from '../db/tx';
import { fieldError, notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { countOldPasswordTry, requireCode } from './login-routes';
import { hashPassword, verifyPassword } from './passwords';
import { findUser, phoneOf, setPasswordHash, setPayPasswordHash } from './queries';
import { revokeOtherSessions, revokeSession } from './tokens';
import { weakPasswordReason } from './weak-passwords';

export const passwordCalls = {
  ChangePassword: async ({ oldPassword, newPassword }, ctx) => {
    const userId = ctx.userId();
    const user = await findUser(ctx.db, userId);
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
      await setPasswordHash(tx, userId, hash);
      await revokeOtherSessions(tx, ctx.bus, userId, ctx.req.sessionFamily, ctx.now());
    });
    return { ok: true as const };
  },

  logout: async (_input, ctx) => {
    const userId = ctx.userId();
    const family = ctx.req.sessionFamily;
    if (family) await withTx(ctx.db, (tx) => revokeSession(tx, ctx.bus, userId, family, ctx.now()));
    return { ok: true as const };
  },

  ModifyPayPwd: async ({ code, payPassword }, ctx) => {
    const userId = ctx.userId();
    const phone = await phoneOf(ctx.db, userId);
    if (phone === undefined) throw notFound('User');
    await requireCode(ctx, phone, 'pay_password', code);
    const hash = await hashPassword(ctx.config, payPassword);
    await setPayPasswordHash(ctx.db, userId, hash);
    return { ok: true as const };
  },
} satisfies Partial<CallHandlers<'auth'>>;
