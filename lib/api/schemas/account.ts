// The signed-in user: profile, addresses and team.
import { z } from 'zod/mini';
import { DELETION_BLOCKERS } from '../limits';
import { named } from '../rules';
import {
  id,
  invitationCode,
  isoDateTime,
  langMarks,
  maskedPhone,
  money,
  password,
  phone,
  plainString,
  queryId,
  smsCode,
  text,
  url,
} from './common';

/** Levels are named tiers (e.g. 1 "Bronze"); what they unlock is an operator decision. */
export const level = z.object({ id, name: text(40), lang: langMarks('name') });

/** none: never submitted; pending: submitted, under review; verified; rejected. */
export const identityStatus = z.enum(['none', 'pending', 'verified', 'rejected']);
/** The states of a submission (identityStatus without `none`). */
export const identityReviewStatus = z.enum(['pending', 'verified', 'rejected']);

export const userInfo = z.object({
  id,
  phone: maskedPhone,
  nickname: text(20),
  avatar: z.nullable(url),
  level,
  /** Available balance, minor units. */
  balance: money,
  /** Held for pending withdrawals, minor units. */
  frozen: money,
  /** Score points (whole numbers). */
  score: z.number().check(z.int(), z.nonnegative()),
  hasPayPassword: z.boolean(),
  /**
   * The account is suspended by an operator (issue 37 #2): the user can sign in and read, but
   * buying, consigning, recharging, withdrawing and saving a withdrawal card answer 403
   * account_frozen. Not `frozen` above, which is money held for withdrawals.
   */
  suspended: z.boolean(),
  /** Ours: the daily limit of purchases without the pay password, minor units; 0 = off (SetSmallPayLimit). */
  smallPayLimit: money,
  identityStatus,
  invitationCode,
  createdAt: isoDateTime,
});

/**
 * Ours: identity verification. One submission per user while pending or verified; after a
 * rejection the user may submit again. `idNumber` is any identity document's number (national
 * id, passport, ...), so only its shape is checked: 6 to 30 letters or digits, upper-cased.
 */
/** The photos of a submission, by name (an operator may reject either). */
export const identityPhoto = z.enum(['front', 'back']);
/** What a new submission after a rejection may keep from the rejected one instead of sending it. */
export const identityKeep = z.enum(['idNumber', 'frontImage', 'backImage']);

const identityNumber = z
  .string()
  .check(
    z.trim(),
    z.regex(
      ...named(/^[A-Za-z0-9]{6,30}$/, 'must be 6 to 30 letters or digits', 'letters_digits', { min: 6, max: 30 }),
    ),
    z.toUpperCase(),
  );

export const submitIdentityRequest = z
  .object({
    realName: plainString().check(
      z.trim(),
      z.minLength(2, 'must be at least 2 characters'),
      z.maxLength(50, 'must be at most 50 characters'),
    ),
    /** Required, unless `keep` names it (a new submission after a rejection). */
    idNumber: z.optional(identityNumber),
    /** URL answered by the upload call (the reference server accepts only its own /uploads/...).
     * Required, unless `keep` names it. */
    frontImage: z.optional(url),
    backImage: z.optional(url),
    /** After a rejection: keep these from the rejected submission (never a photo the operator
     * rejected; the server refuses that). */
    keep: z.optional(z.array(identityKeep).check(z.maxLength(3))),
  })
  .check(
    z.superRefine((v, ctx) => {
      for (const field of ['idNumber', 'frontImage'] as const) {
        if (v[field] === undefined && !v.keep?.includes(field))
          ctx.addIssue({ code: 'custom', path: [field], message: 'is required', params: { rule: 'required' } });
      }
    }),
  );

/**
 * Why an operator rejected an identity check, as a code screens translate
 * (`account.identityRejection.<code>`); `other` when the operator gave only a note.
 */
export const identityRejectionReason = z.enum(['photo_unclear', 'details_mismatch', 'document_invalid', 'other']);

/** A submission as the server shows it back: the number masked except its last four. */
export const identity = z.object({
  realName: text(50),
  idNumber: z.string().check(z.regex(/^\*{2,26}[A-Z0-9]{4}$/, 'must be masked like **********1234')),
  frontImage: url,
  backImage: z.nullable(url),
  /** The same states as UserInfo.identityStatus, without `none`. */
  status: identityReviewStatus,
  /** The operator's own note (free text, their language); screens show `reasonCode`. */
  reason: z.nullable(z.string().check(z.maxLength(200))),
  /** Why it was rejected (null otherwise). */
  reasonCode: z.nullable(identityRejectionReason),
  /** The photos the operator rejected (to be sent again); the rest may be kept. */
  rejectedPhotos: z.array(identityPhoto).check(z.maxLength(2)),
  submittedAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
});
/** getIdentity: the current submission, or null before the first one. */
export const identityResult = z.nullable(identity);

export const changeNickNameRequest = z.object({ nickname: text(20) });

export const address = z.object({
  id,
  /** Recipient. */
  name: text(40),
  phone: z.string().check(z.minLength(1), z.maxLength(20)),
  /** Province / city / district in one line. */
  region: text(120),
  detail: text(200),
  postalCode: z.nullable(z.string().check(z.maxLength(12))),
  isDefault: z.boolean(),
  createdAt: isoDateTime,
});

const addressFields = {
  name: text(40),
  phone,
  region: text(120),
  detail: text(200),
  postalCode: z.optional(
    z
      .string()
      .check(
        z.regex(
          ...named(/^[A-Za-z0-9 -]{3,12}$/, 'must be 3 to 12 letters or digits', 'letters_digits', { min: 3, max: 12 }),
        ),
      ),
  ),
  isDefault: z._default(z.boolean(), false),
};
export const addAddressRequest = z.object(addressFields);
export const updateAddressRequest = z.object({ id, ...addressFields });
/** `id` given: only that address (the edit page); otherwise all, default first. */
export const addressListRequest = z.object({ id: z.optional(queryId) });
export const addressList = z.array(address);
/** Ours (not in the spec): remove an address. */
export const deleteAddressRequest = z.object({ id });

/** The team page: people the user invited. Invitations only, never commissions. */
export const teamMember = z.object({
  id,
  nickname: text(20),
  phone: maskedPhone,
  avatar: z.nullable(url),
  level,
  joinedAt: isoDateTime,
});
export const teamList = z.object({
  invitationCode,
  total: z.number().check(z.int(), z.nonnegative()),
  members: z.array(teamMember),
});

/** Ours: what stands in the way of deleting the account; an empty list means it may be deleted. */
export const deletionBlockers = z.object({ blockers: z.array(z.enum(DELETION_BLOCKERS)) });
/** Ours: the account's password and an SMS code from GetMobileCodeDeleteAccount prove it is the owner. */
export const deleteAccountRequest = z.object({ password, code: smsCode });
