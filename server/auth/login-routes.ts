// login (SMS code or password) and register (SMS code, optional invitation code).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { newInvitationCode } from '../account/invitation';
import { users } from '../db/schema';
import { withTx } from '../db/tx';
import { fieldError, tooMany } from '../http/errors';
import { rateCheck, rateClear, rateRecord } from '../http/rate-limit';
import { registerCall, type CallContext } from '../http/register-call';
import { CODE_MESSAGES, consumeCode, type CodePurpose } from '../sms/codes';
import { hashPassword, verifyPassword } from './passwords';
import { issueTokens } from './tokens';

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
  if (check !== 'ok') throw fieldError(422, 'code', CODE_MESSAGES[check]);
}

/** Throws 429 when this phone or IP failed too often; `record` counts one more failure. */
export async function passwordGuard(ctx: CallContext, phone: string, record: boolean) {
  const now = ctx.now();
  const buckets = [
    [`login:phone:${phone}`, LOGIN_LIMITS.phone],
    [`login:ip:${ctx.req.ip}`, LOGIN_LIMITS.ip],
  ] as const;
  await withTx(ctx.db, async (tx) => {
    for (const [bucket, limits] of buckets) {
      if (record) await rateRecord(tx, bucket, now);
      else {
        const check = await rateCheck(tx, bucket, limits, now);
        if (!check.ok) {
          throw tooMany(
            `Too many failed logins: try again in ${Math.ceil(check.retryAfterSeconds / 60)} min`,
            check.retryAfterSeconds,
          );
        }
      }
    }
  });
}

export function loginRoutes(app: FastifyInstance): void {
  registerCall(app, calls.login, async (input, ctx) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.phone, input.phone));
    if (input.code !== undefined) {
      if (!user) throw fieldError(422, 'phone', 'is not registered: register first');
      await requireCode(ctx, input.phone, 'login', input.code);
    } else {
      await passwordGuard(ctx, input.phone, false);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password ?? '');
      if (!user || !ok) {
        await passwordGuard(ctx, input.phone, true);
        throw fieldError(422, 'password', 'phone number or password is wrong');
      }
      await withTx(ctx.db, (tx) => rateClear(tx, `login:phone:${input.phone}`));
    }
    return withTx(ctx.db, (tx) => issueTokens(tx, ctx.config, user.id, ctx.now()));
  });

  registerCall(app, calls.register, async (input, ctx) => {
    let inviterId: number | null = null;
    if (input.invitationCode) {
      const code = input.invitationCode.toUpperCase();
      const [inviter] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.invitationCode, code));
      if (!inviter) throw fieldError(422, 'invitationCode', 'is not a known invitation code');
      inviterId = inviter.id;
    }
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
    if (taken) throw fieldError(409, 'phone', 'is already registered: log in instead');
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
      if (!created) throw fieldError(409, 'phone', 'is already registered: log in instead');
      return issueTokens(tx, ctx.config, created.id, now);
    });
  });
}
