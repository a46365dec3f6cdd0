// Login, registration, SMS codes and passwords.
import { z } from 'zod/mini';
import { codeSent, invitationCode, money, ok, password, payPassword, phone, smsCode } from './common';
import { SMALL_PAY_LIMITS } from '../limits';

export const phoneQuery = z.object({ phone });

/** Log in with either an SMS code or a password (exactly one of them). */
export const loginRequest = z.object({ phone, code: z.optional(smsCode), password: z.optional(password) }).check(
  z.superRefine((value, ctx) => {
    if ((value.code === undefined) === (value.password === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'give either code or password',
        params: { rule: 'code_or_password' },
      });
    }
  }),
);

export const registerRequest = z.object({
  phone,
  code: smsCode,
  password,
  invitationCode: z.optional(invitationCode),
});

export const tokens = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});

export const changePasswordRequest = z.object({ oldPassword: password, newPassword: password });

/** Sets the pay password, or changes it: proven by the SMS code from GetMobileCodeModifyPayPwd. */
export const modifyPayPwdRequest = z.object({ code: smsCode, payPassword });

/**
 * Ours: the daily limit of small purchases without the pay password (SMALL_PAY_LIMITS, 0 = off).
 * Setting or raising it needs the pay password; lowering it or turning it off does not.
 */
export const setSmallPayLimitRequest = z.object({
  limit: z.literal(SMALL_PAY_LIMITS),
  payPassword: z.optional(payPassword),
});
export const smallPayLimit = z.object({ smallPayLimit: money });

export { codeSent, ok };
