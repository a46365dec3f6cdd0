// login (SMS code or password) and register (SMS code, optional invitation code).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { newInvitationCode } from '../account/invitation';
import { users } from '../db/schema';
import { withTx } from '../db/tx';
import { fieldError, tooMany } from '../http/errors';
import { rateClear, rateForget, rateHit } from '../http/rate-limit';
import { registerCall, type CallContext } from '../http/register-call';
import { CODE_MESSAGES, CODE_REASONS, consumeCode, type CodePurpose } from '../sms/codes';
import { hashPassword, verifyPassword } from './passwords';
import { issueTokens } from './tokens';
import { weakPasswordReason } from './weak-passwords';

/** Failed password tries: per phone (guessing one account) and per IP (spraying many). */
const LOGIN_LIMITS = {
  phone: [{ windowMs: 15 * 60_000, max: 10 }],
  ip: [{ windowMs: 15 * 60_000, max: 50 }],
};

export async function requireCode(ctx: CallContext, phone: string, purpose: CodePurpose, code: string) {
  const now = ctx.now();
  const check = await withTx(ctx.db, (tx) =>
    consumeCode(tx, { phone, purpose, code, now, secret: ctx.config.jwtSecret }),
  );
  if (check !== 'ok') throw fieldError(422, CODE_REASONS[check], 'code', CODE_MESSAGES[check]);
}

/**
 * Counts one password try against the phone and IP budgets *before* the slow hash, atomically
 * (rateHit under the bucket lock), so parallel guesses cannot all pass a check made before any
 * of them was recorded. Throws 429 when a budget is spent; `succeeded()` takes the try back.
 */
export async function countPasswordTry(ctx: CallContext, phone: string): Promise<{ succeeded(): Promise<void> }> {
  const now = ctx.now();
  const phoneBucket = `login:phone:${phone}`;
  // Always phone, then IP: one lock order everywhere, so two requests never wait on each other.
  const buckets = [
    [phoneBucket, LOGIN_LIMITS.phone],
    [`login:ip:${ctx.req.ip}`, LOGIN_LIMITS.ip],
  ] as const;
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
        await rateClear(tx, phoneBucket);
        for (const id of events) await rateForget(tx, id);
      }),
  };
}

export function loginRoutes(app: FastifyInstance): void {
  registerCall(app, calls.login, async (input, ctx) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.phone, input.phone));
    if (input.code !== undefined) {
      // An unknown phone goes through the same check and gets the same answer as a wrong code.
      await requireCode(ctx, input.phone, 'login', input.code);
      if (!user) throw fieldError(422, CODE_REASONS.wrong, 'code', CODE_MESSAGES.wrong);
    } else {
      const attempt = await countPasswordTry(ctx, input.phone);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password ?? '');
      if (!user || !ok) throw fieldError(422, 'wrong_credentials', 'password', 'phone number or password is wrong');
      await attempt.succeeded();
    }
    return withTx(ctx.db, (tx) => issueTokens(tx, ctx.config, user.id, ctx.now()));
  });

  registerCall(app, calls.register, async (input, ctx) => {
    let inviterId: number | null = null;
    if (input.invitationCode) {
      const code = input.invitationCode.toUpperCase();
      const [inviter] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.invitationCode, code));
      if (!inviter) throw fieldError(422, 'invitation_unknown', 'invitationCode', 'is not a known invitation code');
      inviterId = inviter.id;
    }
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
    if (taken) throw fieldError(409, 'phone_taken', 'phone', 'is already registered: log in instead');
    const weak = weakPasswordReason(input.password, input.phone);
    if (weak) throw fieldError(422, 'weak_password', 'password', weak);
    await requireCode(ctx, input.phone, 'register', input.code);
    const passwordHash = await hashPassword(ctx.config, input.password);
    const now = ctx.now();
    return withTx(ctx.db, async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          phone: input.phone,
          passwordHash,
          nickname: `User ${input.phone.slice(-4)}`,
          invitationCode: newInvitationCode(),
          inviterId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: users.phone })
        .returning({ id: users.id });
      // Two registrations of one phone at once: the loser is told, not crashed.
      if (!created) throw fieldError(409, 'phone_taken', 'phone', 'is already registered: log in instead');
      return issueTokens(tx, ctx.config, created.id, now);
    });
  });
}
