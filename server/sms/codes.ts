// SMS codes: 6 digits, single use, valid 5 minutes, at most 5 tries. Budgets (all in the
// database, checked and recorded under per-bucket advisory locks): per phone, purpose AND
// requesting address one code per SMS_RESEND_S and 5 per hour, so a stranger's requests do not
// spend the owner's; per phone and purpose 20 per hour from all addresses together (a ceiling on
// what a flood can send to one phone); per address SMS_IP_PER_HOUR for anonymous requests.
import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { smsCodes } from '../db/schema';
import { tooMany } from '../http/errors';
import { rateCheck, rateRecord, type Limit } from '../http/rate-limit';

export type CodePurpose = 'login' | 'register' | 'pay_password' | 'delete_account';

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_TRIES = 5;
/** The default of SMS_RESEND_S: one code per phone (and purpose, and requester) per minute. */
export const RESEND_AFTER_S = 60;
/** Codes one requesting address may have sent to one phone for one purpose per hour. */
export const CODES_PER_REQUESTER_HOUR = 5;
/** Codes one phone may receive for one purpose per hour, whoever asks. */
export const CODES_PER_PHONE_HOUR = 20;
const requesterLimits = (resendAfterS: number): Limit[] => [
  { windowMs: resendAfterS * 1000, max: 1 },
  { windowMs: 3_600_000, max: CODES_PER_REQUESTER_HOUR },
];
const phoneLimits: Limit[] = [{ windowMs: 3_600_000, max: CODES_PER_PHONE_HOUR }];

function codeHash(secret: Uint8Array, phone: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('base64url');
}

export interface IssueInput {
  phone: string;
  purpose: CodePurpose;
  ip: string;
  now: Date;
  secret: Uint8Array;
  /** Codes this IP may ask for per hour (SMS_IP_PER_HOUR). */
  ipPerHour: number;
  /** Seconds before this phone may have another code (SMS_RESEND_S; default 60). */
  resendAfterS?: number;
  /** SMS_TEST_CODE: every code is this value (tests and demos, never production). */
  fixedCode?: string | undefined;
  /**
   * Asked by a logged-in user for their own phone (pay password): no anonymous caller can spend
   * these budgets, and the address's anonymous budget (SMS_IP_PER_HOUR) does not apply, so a flood
   * from a shared network cannot block it.
   */
  signedIn?: boolean;
}

/** Stores a new code (replacing any open one) and returns it for delivery; 429 when limited. */
export async function issueCode(tx: Tx, input: IssueInput): Promise<string> {
  // Always in this order (requester, phone, address), so two requests never wait on each other.
  const buckets: [string, Limit[], string][] = [
    [
      `sms:${input.purpose}:${input.phone}:from:${input.ip}`,
      requesterLimits(input.resendAfterS ?? RESEND_AFTER_S),
      'this phone',
    ],
    [`sms:${input.purpose}:${input.phone}`, phoneLimits, 'this phone'],
  ];
  if (!input.signedIn)
    buckets.push([`sms:ip:${input.ip}`, [{ windowMs: 3_600_000, max: input.ipPerHour }], 'this network']);
  for (const [bucket, limits, what] of buckets) {
    const check = await rateCheck(tx, bucket, limits, input.now);
    if (!check.ok) {
      throw tooMany(
        `Too many codes requested for ${what}: try again in ${check.retryAfterSeconds} s`,
        check.retryAfterSeconds,
      );
    }
  }
  for (const [bucket] of buckets) await rateRecord(tx, bucket, input.now);
  const code = input.fixedCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx
    .update(smsCodes)
    .set({ consumedAt: input.now })
    .where(and(eq(smsCodes.phone, input.phone), eq(smsCodes.purpose, input.purpose), isNull(smsCodes.consumedAt)));
  await tx.insert(smsCodes).values({
    phone: input.phone,
    purpose: input.purpose,
    codeHash: codeHash(input.secret, input.phone, input.purpose, code),
    expiresAt: new Date(input.now.getTime() + CODE_TTL_MS),
    createdAt: input.now,
  });
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'missing' | 'locked';

/**
 * Checks and, when right, consumes the open code. Run it in its own transaction and act on the
 * answer after commit: a wrong try must be counted even though the request then fails.
 */
export async function consumeCode(
  tx: Tx,
  input: { phone: string; purpose: CodePurpose; code: string; now: Date; secret: Uint8Array },
): Promise<CodeCheck> {
  const [open] = await tx
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, input.phone),
        eq(smsCodes.purpose, input.purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, input.now),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
    .for('update');
  if (!open) return 'missing';
  if (open.attempts >= MAX_TRIES) return 'locked';
  if (open.codeHash !== codeHash(input.secret, input.phone, input.purpose, input.code)) {
    await tx
      .update(smsCodes)
      .set({ attempts: open.attempts + 1 })
      .where(eq(smsCodes.id, open.id));
    return open.attempts + 1 >= MAX_TRIES ? 'locked' : 'wrong';
  }
  await tx.update(smsCodes).set({ consumedAt: input.now }).where(eq(smsCodes.id, open.id));
  return 'ok';
}

/** The refusal's reason per failed check. */
export const CODE_REASONS = { wrong: 'code_wrong', missing: 'code_expired', locked: 'code_locked' } as const;

export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: 'is wrong',
  missing: 'has expired or was not requested: ask for a new code',
  locked: 'was tried too many times: ask for a new code',
};
