// login (SMS code or password) and register (SMS code, optional invitation code).
import { withTx } from '../db/tx';
import { fieldError, tooMany } from '../http/errors';
import { rateClear, rateForget, rateHit } from '../http/rate-limit';
import type { CallContext } from '../http/register-call';
import type { CallHandlers } from '../http/call-group';
import { CODE_MESSAGES, CODE_REASONS, consumeCode, type CodePurpose } from '../sms';
import { hashPassword, verifyPasswordOrDummy } from './passwords';
import { createAccount } from './create-account';
import { findUserByPhone, userIdByInvitationCode, userIdByPhone } from './queries';
import { issueTokens } from './tokens';
import { weakPasswordReason } from './weak-passwords';
import { readerOf } from '../content';

/**
 * Failed password tries. Per phone AND address (one guesser on one account), with a higher
 * ceiling per phone from all addresses together, and per address (spraying many accounts): a
 * stranger's wrong passwords from one address do not lock the owner out from another.
 */
export const LOGIN_LIMITS = {
  phoneFromIp: [{ windowMs: 15 * 60_000, max: 10 }],
  phone: [{ windowMs: 15 * 60_000, max: 50 }],
  ip: [{ windowMs: 15 * 60_000, max: 50 }],
};
/** ChangePassword's old password: only the session's own user spends this budget. */
const OLD_PASSWORD_LIMITS = [{ windowMs: 15 * 60_000, max: 10 }];

export async function requireCode(ctx: CallContext, phone: string, purpose: CodePurpose, code: string) {
  const now = ctx.now();
  const check = await withTx(ctx.db, (tx) =>
    consumeCode(tx, { phone, purpose, code, now, secret: ctx.config.jwtSecret }),
  );
  if (check !== 'ok') throw fieldError(422, CODE_REASONS[check], 'code', CODE_MESSAGES[check]);
}

/**
 * Counts one try against every budget *before* the slow hash, atomically (rateHit under each
 * bucket's lock, in the order given), so parallel guesses cannot all pass a check made before any
 * of them was recorded. Throws 429 when a budget is spent; `succeeded()` takes the try back and
 * clears the `clear` bucket (the caller's own earlier failures).
 */
async function countTry(
  ctx: CallContext,
  buckets: (readonly [string, { windowMs: number; max: number }[]])[],
  clear: string,
): Promise<{ succeeded(): Promise<void> }> {
  const now = ctx.now();
  const events = await withTx(ctx.db, async (tx) => {
    const ids: number[] = [];
    for (const [bucket, limits] of buckets) {
      const hit = await rateHit(tx, bucket, limits, now);
      if (!hit.ok) {
        throw tooMany(
          `Too many failed logins: try again in ${Math.ceil(hit.retryAfterSeconds / 60)} min`,
          hit.retryAfterSeconds,
        );
      }
      ids.push(hit.eventId);
    }
    return ids;
  });
  return {
    succeeded: () =>
      withTx(ctx.db, async (tx) => {
        await rateClear(tx, clear);
        for (const id of events) await rateForget(tx, id);
      }),
  };
}

/**
 * One password login try: per (phone, address), per phone, per address — always in that order,
 * so two requests never wait on each other. Success clears this address's failures for the
 * phone only: a stranger's failures from elsewhere still count toward the phone's ceiling.
 */
export function countPasswordTry(ctx: CallContext, phone: string): Promise<{ succeeded(): Promise<void> }> {
  const fromIp = `login:${phone}:from:${ctx.req.ip}`;
  return countTry(
    ctx,
    [
      [fromIp, LOGIN_LIMITS.phoneFromIp],
      [`login:phone:${phone}`, LOGIN_LIMITS.phone],
      [`login:ip:${ctx.req.ip}`, LOGIN_LIMITS.ip],
    ],
    fromIp,
  );
}

/** ChangePassword's old password, per user: a stolen access token is no password oracle. */
export function countOldPasswordTry(ctx: CallContext, userId: number): Promise<{ succeeded(): Promise<void> }> {
  const bucket = `password:user:${userId}`;
  return countTry(ctx, [[bucket, OLD_PASSWORD_LIMITS]], bucket);
}

export const loginCalls = {
  login: async (input, ctx) => {
    const user = await findUserByPhone(ctx.db, input.phone);
    if (input.code !== undefined) {
      // An unknown phone goes through the same check and gets the same answer as a wrong code.
      await requireCode(ctx, input.phone, 'login', input.code);
      if (!user) throw fieldError(422, CODE_REASONS.wrong, 'code', CODE_MESSAGES.wrong);
    } else {
      const attempt = await countPasswordTry(ctx, input.phone);
      // An unknown phone is verified against a dummy hash: same work, same time, same answer.
      const ok = await verifyPasswordOrDummy(ctx.config, user?.passwordHash ?? null, input.password ?? '');
      if (!user || !ok) throw fieldError(422, 'wrong_credentials', 'password', 'phone number or password is wrong');
      await attempt.succeeded();
    }
    return withTx(ctx.db, (tx) => issueTokens(tx, ctx.config, user.id, ctx.now()));
  },

  register: async (input, ctx) => {
    let inviterId: number | null = null;
    if (input.invitationCode) {
      const code = input.invitationCode.toUpperCase();
      const inviter = await userIdByInvitationCode(ctx.db, code);
      if (inviter === undefined)
        throw fieldError(422, 'invitation_unknown', 'invitationCode', 'is not a known invitation code');
      inviterId = inviter;
    }
    const weak = weakPasswordReason(input.password, input.phone);
    if (weak) throw fieldError(422, 'weak_password', 'password', weak);
    // The code first: only the phone's owner learns that it already has an account.
    await requireCode(ctx, input.phone, 'register', input.code);
    if ((await userIdByPhone(ctx.db, input.phone)) !== undefined)
      throw fieldError(409, 'phone_taken', 'phone', 'is already registered: log in instead');
    const passwordHash = await hashPassword(ctx.config, input.password);
    const now = ctx.now();
    return withTx(ctx.db, async (tx) => {
      const created = await createAccount(tx, {
        phone: input.phone,
        passwordHash,
        inviterId,
        locale: ctx.req.locale,
        reader: readerOf(ctx),
        now,
      });
      // Two registrations of one phone at once: the loser is told, not crashed.
      if (created === undefined) throw fieldError(409, 'phone_taken', 'phone', 'is already registered: log in instead');
      return issueTokens(tx, ctx.config, created, now);
    });
  },
} satisfies Partial<CallHandlers<'auth'>>;
