// Console sign-in (name, password, TOTP code), the session's own calls, and changing the password.
// Sign-in tries are counted per account and per address before the slow hash, atomically
// (rate_events under each bucket's lock); a wrong name, password or code, a disabled account and
// a replayed code all answer the same `wrong_credentials`.
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_IDLE_MS } from '@/lib/api/operator/facts';
import type { OperatorResult } from '@/lib/api/operator/calls';
import { operatorAccounts } from '../../db/schema';
import { withTx } from '../../db/tx';
import { fieldError, refusal, tooMany, unauthorized } from '../../http/errors';
import { rateForget, rateHit } from '../../http/rate-limit';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from '../../auth';
import { recordOperatorAction } from '../operator-api';
import { registerOperatorCall } from '../operator-call';
import { consoleKey, openSecret, totpStep } from './secrets';
import {
  clearSessionCookie,
  createSession,
  endSession,
  endSessions,
  setSessionCookie,
  type ConsoleSession,
} from './sessions';

/** Sign-in tries: per account from anywhere, and per address whatever the account. */
export const SIGN_IN_LIMITS = {
  account: [{ windowMs: 15 * 60_000, max: 10 }],
  address: [{ windowMs: 15 * 60_000, max: 30 }],
};

function me(s: ConsoleSession): OperatorResult<'me'> {
  return {
    name: s.name,
    role: s.role,
    mustChangePassword: s.mustChangePassword,
    csrfToken: s.csrfToken,
    expiresAt: s.expiresAt.toISOString(),
    idleExpiresAt: new Date(Math.min(s.expiresAt.getTime(), s.lastSeenAt.getTime() + CONSOLE_IDLE_MS)).toISOString(),
  };
}

const wrong = () => unauthorized('Wrong name, password or code', 'wrong_credentials');

export function consoleSessionRoutes(app: FastifyInstance): void {
  registerOperatorCall(app, 'signIn', async (body, ctx) => {
    const now = ctx.now();
    const buckets = [
      [`console-signin:${body.name.toLowerCase()}`, SIGN_IN_LIMITS.account],
      [`console-signin-from:${ctx.address}`, SIGN_IN_LIMITS.address],
    ] as const;
    const events = await withTx(ctx.db, async (tx) => {
      const ids: number[] = [];
      for (const [bucket, limits] of buckets) {
        const hit = await rateHit(tx, bucket, limits, now);
        if (!hit.ok) throw tooMany('Too many sign-in attempts', hit.retryAfterSeconds);
        ids.push(hit.eventId);
      }
      return ids;
    });
    const [account] = await ctx.db.select().from(operatorAccounts).where(eq(operatorAccounts.name, body.name));
    const passwordOk = await verifyPasswordOrDummy(ctx.config, account?.passwordHash ?? null, body.password);
    if (!account || !passwordOk || account.disabled) throw wrong();
    const secret = openSecret(consoleKey(ctx.config.dataDir), account.totpSecretEnc, account.name);
    const step = await totpStep(secret, body.code, account.totpLastStep, now);
    if (step === null) throw wrong();
    const session = await withTx(ctx.db, async (tx) => {
      // Conditional: of two sign-ins with one code at the same moment, one moves the step.
      const [claimed] = await tx
        .update(operatorAccounts)
        .set({ totpLastStep: step, lastSignInAt: now })
        .where(and(eq(operatorAccounts.id, account.id), lt(operatorAccounts.totpLastStep, step)))
        .returning({ id: operatorAccounts.id });
      if (!claimed) throw wrong();
      const started = await createSession(tx, account, now, ctx.address);
      for (const id of events) await rateForget(tx, id);
      await recordOperatorAction(tx, {
        operator: account.name,
        action: 'session.sign_in',
        target: `operator:${account.name}`,
      });
      return started;
    });
    setSessionCookie(ctx.req, ctx.reply, session.token);
    return me(session.session);
  });

  registerOperatorCall(app, 'me', (_input, ctx) => {
    if (!ctx.session) throw unauthorized('Please sign in to the console');
    return Promise.resolve(me(ctx.session));
  });

  registerOperatorCall(app, 'signOut', async (_input, ctx) => {
    if (ctx.session) await endSession(ctx.db, ctx.session.id);
    clearSessionCookie(ctx.req, ctx.reply);
    return { ok: true as const };
  });

  registerOperatorCall(app, 'signOutEverywhere', async (_input, ctx) => {
    const session = ctx.session;
    if (!session) throw unauthorized('Please sign in to the console');
    const ended = await withTx(ctx.db, async (tx) => {
      const n = await endSessions(tx, session.operatorId);
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'session.sign_out_everywhere',
        target: `operator:${ctx.operator}`,
        details: { ended: n },
      });
      return n;
    });
    clearSessionCookie(ctx.req, ctx.reply);
    return { ended };
  });

  registerOperatorCall(app, 'changePassword', async (body, ctx) => {
    const session = ctx.session;
    if (!session) throw unauthorized('Please sign in to the console');
    const [account] = await ctx.db.select().from(operatorAccounts).where(eq(operatorAccounts.id, session.operatorId));
    if (!account) throw unauthorized('Please sign in to the console');
    if (!(await verifyPassword(account.passwordHash, body.oldPassword))) {
      throw fieldError(422, 'wrong_password', 'oldPassword', 'is not your current password');
    }
    if (body.oldPassword === body.newPassword) {
      throw refusal('password_unchanged', 'The new password is the old one');
    }
    const hash = await hashPassword(ctx.config, body.newPassword);
    const started = await withTx(ctx.db, async (tx) => {
      await tx
        .update(operatorAccounts)
        .set({ passwordHash: hash, mustChangePassword: false })
        .where(eq(operatorAccounts.id, account.id));
      // Every other session ends; this one goes on as a fresh session.
      await endSessions(tx, account.id);
      await recordOperatorAction(tx, {
        operator: ctx.operator,
        action: 'operator.password',
        target: `operator:${account.name}`,
      });
      return createSession(tx, { ...account, mustChangePassword: false }, ctx.now(), ctx.address);
    });
    setSessionCookie(ctx.req, ctx.reply, started.token);
    return me(started.session);
  });
}
