// SetSmallPayLimit: the buyer's daily limit of small purchases without the pay password (0 = off;
// gavel_buy_many applies it, 0030_small_pay_limit.sql). Setting or raising it needs the pay
// password itself (a stolen session alone must not widen what it can spend unasked); lowering it
// or turning it off does not, since that only asks for the password more often.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { fieldError, notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { checkPayPassword, payPasswordNotSet } from './pay-password';

export const smallPayCalls = {
  SetSmallPayLimit: async ({ limit, payPassword }, ctx) => {
    const userId = ctx.userId();
    const [user] = await ctx.db
      .select({ limit: users.smallPayLimit, pay: users.payPasswordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound('User');
    if (limit > user.limit || payPassword !== undefined) {
      if (!user.pay) throw payPasswordNotSet();
      if (payPassword === undefined)
        throw fieldError(422, 'pay_password_required', 'payPassword', 'is needed to set or raise the limit');
      // A given password is checked even when lowering: a wrong one is never taken as consent.
      await checkPayPassword(ctx, userId, payPassword);
    }
    await ctx.db.update(users).set({ smallPayLimit: limit }).where(eq(users.id, userId));
    return { smallPayLimit: limit };
  },
} satisfies Partial<CallHandlers<'auth'>>;
