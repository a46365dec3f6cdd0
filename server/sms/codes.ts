// SMS codes: 6 digits, single use, valid 5 minutes, at most 5 tries; at most one send per phone
// per 60 s and 10 per hour, and a per-IP limit. All state is in the database.
import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { smsCodes } from '../db/schema';
import { tooMany } from '../http/errors';
import { rateCheck, rateRecord, type Limit } from '../http/rate-limit';

export type CodePurpose = 'login' | 'register' | 'pay_password';

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_TRIES = 5;
/** The default of SMS_RESEND_S: one code per phone per minute. */
export const RESEND_AFTER_S = 60;
const phoneLimits = (resendAfterS: number): Limit[] => [
  { windowMs: resendAfterS * 1000, max: 1 },
  { windowMs: 3_600_000, max: 10 },
];

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
}

/** Stores a new code (replacing any open one) and returns it for delivery; 429 when limited. */
export async function issueCode(tx: Tx, input: IssueInput): Promise<string> {
  const phoneBucket = `sms:phone:${input.phone}`;
  const ipBucket = `sms:ip:${input.ip}`;
  const ipLimits: Limit[] = [{ windowMs: 3_600_000, max: input.ipPerHour }];
  const buckets: [string, Limit[], string][] = [
    [phoneBucket, phoneLimits(input.resendAfterS ?? RESEND_AFTER_S), 'this phone'],
    [ipBucket, ipLimits, 'this network'],
  ];
  for (const [bucket, limits, what] of buckets) {
    const check = await rateCheck(tx, bucket, limits, input.now);
    if (!check.ok) {
      throw tooMany(
        `Too many codes requested for ${what}: try again in ${check.retryAfterSeconds} s`,
        check.retryAfterSeconds,
      );
    }
  }
  await rateRecord(tx, phoneBucket, input.now);
  await rateRecord(tx, ipBucket, input.now);
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
