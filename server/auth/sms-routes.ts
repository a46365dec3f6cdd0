// The three SMS code calls.
import { withTx } from '../db/tx';
import { ApiError, notFound } from '../http/errors';
import type { CallContext } from '../http/register-call';
import type { CallHandlers } from '../http/call-group';
import { issueCode, maskPhone, SmsDeliveryError, smsText, type CodePurpose } from '../sms';
import { phoneOf, userIdByPhone } from './queries';

/**
 * `deliver: false` stores the code and spends the same limits but sends nothing: a login code for
 * an unregistered phone answers exactly as for a registered one, so phones cannot be enumerated.
 * `signedIn`: the logged-in user's own phone (see issueCode).
 */
async function sendCode(ctx: CallContext, phone: string, purpose: CodePurpose, deliver = true, signedIn = false) {
  const now = ctx.now();
  const code = await withTx(ctx.db, (tx) =>
    issueCode(tx, {
      phone,
      purpose,
      ip: ctx.req.ip,
      now,
      secret: ctx.config.jwtSecret,
      fixedCode: ctx.config.smsTestCode,
      ipPerHour: ctx.config.smsIpPerHour,
      resendAfterS: ctx.config.smsResendS,
      signedIn,
    }),
  );
  if (!deliver) return { sentTo: maskPhone(phone), resendAfter: ctx.config.smsResendS };
  try {
    await ctx.sms.send({ phone, code, purpose, locale: ctx.req.locale, text: smsText(ctx.req.locale, purpose, code) });
  } catch (e) {
    ctx.req.log.error({ purpose, err: e instanceof Error ? e.message : String(e) }, 'SMS delivery failed');
    throw new ApiError(
      503,
      e instanceof SmsDeliveryError ? e.message : 'The SMS could not be sent: try again in a minute',
      { reason: 'sms_failed' },
    );
  }
  return { sentTo: maskPhone(phone), resendAfter: ctx.config.smsResendS };
}

async function phoneTaken(ctx: CallContext, phone: string): Promise<boolean> {
  return (await userIdByPhone(ctx.db, phone)) !== undefined;
}

export const smsCalls = {
  getMobileCodeLogin: async ({ phone }, ctx) => {
    return sendCode(ctx, phone, 'login', await phoneTaken(ctx, phone));
  },

  // A register code goes to every phone, registered or not, within the same limits: the answer
  // must not tell a stranger which phones have accounts. The phone's owner learns it from
  // `register`, which says phone_taken only after their code checked out.
  getMobileCodeRegist: async ({ phone }, ctx) => sendCode(ctx, phone, 'register'),

  GetMobileCodeModifyPayPwd: async (_input, ctx) => {
    const phone = await phoneOf(ctx.db, ctx.userId());
    if (phone === undefined) throw notFound('User');
    return sendCode(ctx, phone, 'pay_password', true, true);
  },

  // Deleting the account asks for this code besides the password: whoever holds a stolen password
  // (or an unlocked phone's session) alone cannot delete it. Scoped to its own purpose, so a login
  // or pay-password code cannot be replayed here.
  GetMobileCodeDeleteAccount: async (_input, ctx) => {
    const phone = await phoneOf(ctx.db, ctx.userId());
    if (phone === undefined) throw notFound('User');
    return sendCode(ctx, phone, 'delete_account', true, true);
  },
} satisfies Partial<CallHandlers<'auth'>>;
