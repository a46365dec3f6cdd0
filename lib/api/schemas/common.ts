// Shared building blocks of the contract. Server and client both import these, so this file
// must stay free of React and browser APIs.
import { z } from 'zod/mini';
import '../zod-config';
import { PAGE_SIZE_MAX, PAY_PASSWORD_LENGTH, PHONE_PATTERN } from '../limits';
import { named } from '../rules';
import { LOCALES } from '../../i18n/config';

/** Database ids are positive integers (PostgreSQL `integer`: a larger one would be a 500, not a 400). */
export const ID_MAX = 2_147_483_647;
export const id = z.number().check(z.int(), z.positive(), z.lte(ID_MAX));
/** Ids that arrive in a query string are strings on the wire: coerce them. */
export const queryId = z.coerce.number().check(z.int(), z.positive(), z.lte(ID_MAX));

/** Money: an integer number of minor units (cents), never negative. */
export const money = z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER));
/** A strictly positive amount of money (an application or a price someone must pay). */
export const positiveMoney = z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
/** A signed ledger movement in minor units. */
export const signedMoney = z.number().check(z.int(), z.gte(-Number.MAX_SAFE_INTEGER), z.lte(Number.MAX_SAFE_INTEGER));

/** ISO 8601 timestamp with offset, e.g. 2026-11-22T01:59:34.000Z. */
export const isoDateTime = z.iso.datetime({ offset: true });
/** Calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date();

/** Phone numbers: PHONE_PATTERN (limits.ts). */
export const phone = z
  .string()
  .check(z.regex(...named(PHONE_PATTERN, 'must be 6 to 15 digits, optionally starting with +', 'phone')));
/** A phone number as the server shows it back: masked, e.g. 138****8000. */
export const maskedPhone = z.string().check(z.minLength(1), z.maxLength(20));

export const password = z
  .string()
  .check(z.minLength(8, 'must be at least 8 characters'), z.maxLength(64, 'must be at most 64 characters'));
export const smsCode = z.string().check(z.regex(...named(/^\d{6}$/, 'must be 6 digits', 'digits', { count: 6 })));
export const payPassword = z.string().check(
  z.regex(
    ...named(new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`), `must be ${PAY_PASSWORD_LENGTH} digits`, 'digits', {
      count: PAY_PASSWORD_LENGTH,
    }),
  ),
);
export const invitationCode = z
  .string()
  .check(
    z.regex(
      ...named(/^[A-Za-z0-9]{4,32}$/, 'must be 4 to 32 letters or digits', 'letters_digits', { min: 4, max: 32 }),
    ),
  );

/** Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Card numbers as typed: 12 to 19 digits (no spaces) with a valid Luhn check digit. */
export const cardNumber = z
  .string()
  .check(
    z.regex(...named(/^\d{12,19}$/, 'must be 12 to 19 digits', 'card_number')),
    z.refine(luhnValid, { message: 'is not a valid card number', params: { rule: 'card_checksum' } }),
  );
/** A card number as the server returns it: only the last four digits shown. */
export const maskedCardNumber = z
  .string()
  .check(z.regex(/^(\*{4} ){1,4}\d{1,4}$/, 'must be masked like **** **** **** 1234'));

/**
 * Control characters other than tab and line breaks (NUL above all: PostgreSQL cannot store it).
 * Text a person typed never holds them; they only arrive from an attacker or a broken client.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const NO_CONTROL_MESSAGE = 'must not contain control characters';
/** The refinement every text schema ends with; screens see the rule `control_characters`. */
export const noControl = [
  (v: string) => !CONTROL_CHARACTERS.test(v),
  { message: NO_CONTROL_MESSAGE, params: { rule: 'control_characters' } },
] as const;
/** Any string without control characters (tab and line breaks allowed). */
export const plainString = () => z.string().check(z.refine(...noControl));

/** Trimmed, non-empty text of at most `max` characters, without control characters. */
export function text(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(max, `must be at most ${max} characters`),
      z.refine(...noControl),
    );
}

/** A URL, absolute (https://…) or root-relative (/uploads/…), as the upload call answers it. */
export const url = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(2048),
    z.regex(...named(/^(https?:\/\/|\/)/, 'must be an http(s) or root-relative URL', 'url')),
    z.refine(...noControl),
  );

export const image = z.object({ url, thumb: url });

/** Acknowledgement for writes that have nothing else to say. */
export const ok = z.object({ ok: z.literal(true) });

/** Answer to a request for an SMS code: where it went (masked) and when a new one may be asked. */
export const codeSent = z.object({
  sentTo: maskedPhone,
  /** Seconds until another code may be requested (the countdown; default 60). */
  resendAfter: z.number().check(z.int(), z.nonnegative()),
});

/** The paging part of every paged request. */
export const pageQuery = {
  page: z._default(z.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX)), 20),
};

/** `{ items, total, page, pageSize }` for a paged answer. */
export function paged<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    page: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX)),
  });
}

/** Applications an operator reviews: recharge, withdrawal, score refund. */
export const applicationStatus = z.enum(['pending', 'approved', 'rejected']);

export const empty = z.object({});

/**
 * The language a text of the answer is in (issue 22): the reader's locale, or the default content
 * locale where no translation exists (the screen marks it "shown in English"). The server always
 * sends these marks; they are optional only so an older server's answer still parses.
 */
export const contentLang = z.enum(LOCALES);
/**
 * Present when a text shown is a translation made from an older default-locale text (issue 41 #6,
 * docs/i18n.md "Stale translations"): when that text last changed and its language, for the
 * reader's "updated in English on …" and a link to the current text.
 */
export const staleMark = {
  stale: z.optional(z.literal(true)),
  sourceUpdatedAt: z.optional(isoDateTime),
  sourceLang: z.optional(contentLang),
};
/** The marks of an object's translatable texts, by field name. */
export const langMarks = <const K extends string>(...fields: K[]) =>
  z.optional(z.object(Object.fromEntries(fields.map((f) => [f, contentLang])) as Record<K, typeof contentLang>));
