// Console sign-in (name, password, TOTP code), the session's own calls, and changing the password.
// Sign-in tries are counted before the slow hash, atomically (rate_events under each bucket's
// lock), per account and address with a per-account ceiling that slows rather than locks, as
// buyers' logins are; a wrong name, password or code, a disabled account and a replayed code all
// answer the same `wrong_credentials`, and each failure is an audit row of its own.
import { CONSOLE_IDLE_MS } from '@/lib/api/operator/facts';
import type { OperatorResult } from '@/lib/api/operator/calls';
import type { Tx } from '../../db/client';
import {
  claimTotpStep,
  operatorAccountById,
  operatorAccountByName,
  updateOperatorAccount,
} from '../../operator/accounts';
import { signedInFrom } from '../../operator/audit-log';
import { withTx } from '../../db/tx';
import { fieldError, refusal, tooMany, unauthorized } from '../../http/errors';
import { rateClear, rateForget, rateHit, type Limit } from '../../http/rate-limit';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from '../../auth';
import { recordOperatorAction } from '../../operator/operator-api';
import { type OperatorCallContext } from '../../operator/operator-call';
import { operatorPasswordReason } from './passwords';
import { consoleKey, openSecret, totpStep } from './secrets';
import {
  clearSessionCookie,
  createSession,
  endSession,
  endSessions,
  setSessionCookie,
  type ConsoleSession,
} from '../../operator/console-sessions';
import type { OperatorHandlers } from '../../operator/operator-group';

/**
 * Sign-in tries. Per account AND address (one guesser on one account), per address whatever the
 * account (spraying many accounts), and a ceiling per account from all addresses that slows
 * rather than locks (audit item 6: ten wrong tries from anywhere locked the owner out for 15
 * minutes): past it, an address the account has not signed in from for KNOWN_ADDRESS_MS gets one
 * try per 10 s for that account, and an address it has signed in from is not held back by it.
 */
export const SIGN_IN_LIMITS = {
  accountFromAddress: [{ windowMs: 15 * 60_000, max: 10 }],
  account: [{ windowMs: 15 * 60_000, max: 50 }],
  slowed: [{ windowMs: 10_000, max: 1 }],
  address: [{ windowMs: 15 * 60_000, max: 30 }],
} satisfies Record<string, Limit[]>;
/** How long an address the account signed in from stays its own (the audit log's sign-in rows). */
export const KNOWN_ADDRESS_MS = 30 * 86_400_000;
/** changePassword's old password: only the session's own operator spends this budget. */
export const OLD_PASSWORD_LIMITS: Limit[] = [{ windowMs: 15 * 60_000, max: 10 }];
/** A flood of refused (429) tries writes one audit row per address and minute, not one each. */
const LIMITED_ROWS: Limit[] = [{ windowMs: 60_000, max: 1 }];

/** Why a sign-in failed, as the audit row says (the answer is the same for all). */
type Failure = 'unknown' | 'wrong_password' | 'wrong_code' | 'disabled' | 'limited';

const wrong = () => unauthorized('Wrong name, password or code', 'wrong_credentials');

/**
 * Appends the failed sign-in to the audit log in a transaction of its own, so the refusal rolls
 * nothing of it back: the account (never a name that is none), the address (audit scope), the
 * reason; never the password or the code.
 */
async function failed(ctx: OperatorCallContext, name: string, reason: Failure) {
  await withTx(ctx.db, (tx) => recordFailure(tx, name, reason));
  return wrong();
}

/**
 * Who the row names: the account when one has that name, else UNKNOWN_ACCOUNT. A name that is no
 * account is kept out of the log every role reads: it is often a password typed in the wrong box,
 * and it would let anyone write rows under a real operator's name by misspelling it.
 */
export const UNKNOWN_ACCOUNT = '(unknown)';

async function recordFailure(tx: Tx, name: string, reason: Failure, details: Record<string, unknown> = {}) {
  const account = reason === 'unknown' ? undefined : await operatorAccountByName(tx, name);
  const who = account?.name ?? UNKNOWN_ACCOUNT;
  await recordOperatorAction(tx, {
    operator: who,
    action: 'session.sign_in_failed',
    target: `operator:${who}`,
    details: { reason, ...details },
  });
}

/** Whether the account signed in from this address within KNOWN_ADDRESS_MS (its audit rows). */
async function knownAddress(tx: Tx, name: string, address: string, now: Date): Promise<boolean> {
  return signedInFrom(tx, name, address, new Date(now.getTime() - KNOWN_ADDRESS_MS));
}

class Limited extends Error {
  constructor(
    readonly limit: 'account_address' | 'account' | 'address',
    readonly retryAfterSeconds: number,
  ) {
    super(limit);
  }
}

/**
 * Counts one sign-in try against every budget before the slow hash, in one transaction and always
 * in the same bucket order (pair, account, address: two requests never deadlock). Throws 429 when a budget is
 * spent; answers the recorded events (a success takes them back) and the pair's bucket.
 */
async function countSignIn(ctx: OperatorCallContext, name: string, now: Date) {
  const key = name.toLowerCase();
  const pair = `console-signin:${key}:from:${ctx.address}`;
  try {
    const events = await withTx(ctx.db, async (tx) => {
      const ids: number[] = [];
      const spend = async (bucket: string, limits: Limit[], limit: Limited['limit']) => {
        const hit = await rateHit(tx, bucket, limits, now);
        if (!hit.ok) throw new Limited(limit, hit.retryAfterSeconds);
        ids.push(hit.eventId);
      };
      await spend(pair, SIGN_IN_LIMITS.accountFromAddress, 'account_address');
      const ceiling = await rateHit(tx, `console-signin:${key}`, SIGN_IN_LIMITS.account, now);
      if (ceiling.ok) ids.push(ceiling.eventId);
      else if (!(await knownAddress(tx, name, ctx.address, now))) {
        await spend(`console-signin-slowed:${key}`, SIGN_IN_LIMITS.slowed, 'account');
      }
      await spend(`console-signin-from:${ctx.address}`, SIGN_IN_LIMITS.address, 'address');
      return ids;
    });
    return { events, pair };
  } catch (e) {
    if (!(e instanceof Limited)) throw e;
    await withTx(ctx.db, async (tx) => {
      const row = await rateHit(tx, `console-signin-refused:${ctx.address}`, LIMITED_ROWS, now);
      if (!row.ok) return;
      await recordFailure(tx, name, 'limited', { limit: e.limit });
    });
    throw tooMany(
      `Too many sign-in attempts: try again in ${Math.ceil(e.retryAfterSeconds / 60)} min`,
      e.retryAfterSeconds,
    );
  }
}

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

export const consoleSessionHandlers = {
  signIn: async (body, ctx) => {
    const now = ctx.now();
    const attempt = await countSignIn(ctx, body.name, now);
    const account = await operatorAccountByName(ctx.db, body.name);
    const passwordOk = await verifyPasswordOrDummy(ctx.config, account?.passwordHash ?? null, body.password);
    if (!account) throw await failed(ctx, body.name, 'unknown');
    if (!passwordOk) throw await failed(ctx, body.name, 'wrong_password');
    if (account.disabled) throw await failed(ctx, body.name, 'disabled');
    const secret = openSecret(consoleKey(ctx.config.dataDir), account.totpSecretEnc, account.name);
    const step = await totpStep(secret, body.code, account.totpLastStep, now);
    if (step === null) throw await failed(ctx, body.name, 'wrong_code');
    const session = await withTx(ctx.db, async (tx) => {
      // Conditional: of two sign-ins with one code at the same moment, one moves the step.
      if (!(await claimTotpStep(tx, account.id, step, now))) return null;
      const started = await createSession(tx, account, now, ctx.address);
      // This address's failures for the account end; a stranger's from elsewhere still count.
      await rateClear(tx, attempt.pair);
      for (const id of attempt.events) await rateForget(tx, id);
      await recordOperatorAction(tx, {
        operator: account.name,
        action: 'session.sign_in',
        target: `operator:${account.name}`,
      });
      return started;
    });
    if (!session) throw await failed(ctx, body.name, 'wrong_code');
    setSessionCookie(ctx.req, ctx.reply, session.token);
    return me(session.session);
  },

  me: (_input, ctx) => {
    if (!ctx.session) throw unauthorized('Please sign in to the console');
    return Promise.resolve(me(ctx.session));
  },

  signOut: async (_input, ctx) => {
    const session = ctx.session;
    if (session) {
      await withTx(ctx.db, async (tx) => {
        await endSession(tx, session.id);
        await recordOperatorAction(tx, {
          operator: ctx.operator,
          action: 'session.sign_out',
          target: `operator:${ctx.operator}`,
        });
      });
    }
    clearSessionCookie(ctx.req, ctx.reply);
    return { ok: true as const };
  },

  signOutEverywhere: async (_input, ctx) => {
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
  },

  changePassword: async (body, ctx) => {
    const session = ctx.session;
    if (!session) throw unauthorized('Please sign in to the console');
    const account = await operatorAccountById(ctx.db, session.operatorId);
    if (!account) throw unauthorized('Please sign in to the console');
    // Counted before the slow hash, per account: a stolen session is no password oracle.
    const bucket = `console-password:${account.id}`;
    await withTx(ctx.db, async (tx) => {
      const hit = await rateHit(tx, bucket, OLD_PASSWORD_LIMITS, ctx.now());
      if (!hit.ok) {
        throw tooMany(
          `Too many wrong passwords: try again in ${Math.ceil(hit.retryAfterSeconds / 60)} min`,
          hit.retryAfterSeconds,
        );
      }
    });
    if (!(await verifyPassword(account.passwordHash, body.oldPassword))) {
      throw fieldError(422, 'wrong_password', 'oldPassword', 'is not your current password');
    }
    await withTx(ctx.db, (tx) => rateClear(tx, bucket));
    if (body.oldPassword === body.newPassword) {
      throw refusal('password_unchanged', 'The new password is the old one');
    }
    const weak = operatorPasswordReason(body.newPassword, account.name);
    if (weak) throw fieldError(422, 'weak_password', 'newPassword', weak);
    const hash = await hashPassword(ctx.config, body.newPassword);
    const started = await withTx(ctx.db, async (tx) => {
      await updateOperatorAccount(tx, account.id, { passwordHash: hash, mustChangePassword: false });
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
  },
} satisfies Partial<OperatorHandlers<'session'>>;
