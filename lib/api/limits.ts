// Limits and patterns of the contract that screens read without validating anything (a counter,
// a cap, a button enabled while a phone number looks right). They live here, free of zod, so a
// screen that needs one does not pull zod into its first load; the schemas in schemas/ use the
// same constants, so the two can never disagree.

/**
 * Phone numbers, E.164-ish: an optional leading "+", then 6 to 15 digits, the first not 0.
 * Spaces, dashes and brackets are not accepted: the client strips them before sending.
 */
export const PHONE_PATTERN = /^\+?[1-9]\d{5,14}$/;
/** HH:mm, 00:00 to 23:59; groups: hours, minutes. */
export const HHMM_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** The largest page a paged call serves. */
export const PAGE_SIZE_MAX = 50;
/** Characters in one text message. */
export const MESSAGE_MAX_CHARS = 1000;
/** Messages in one history page. */
export const HISTORY_PAGE_MAX = 100;
/** Unread counts stop here; a screen shows "99+". */
export const UNREAD_CAP = 100;
/** The multipart field an upload's file travels in. */
export const UPLOAD_FIELD = 'file';

/** Close codes the client acts on. */
export const WS_CLOSE = {
  /** The access token expired: refresh it over HTTP, then connect again. */
  tokenExpired: 4001,
  /** No valid token (or none within the time allowed): log in again; do not retry blindly. */
  unauthorized: 4003,
  /** The client read too slowly and fell behind: reconnect and fetch what was missed. */
  tooSlow: 4008,
  /** Too many connections (this user's, or this address's): reconnect later, with backoff. */
  tooMany: 4029,
  /** The server is shutting down: reconnect (to another process). */
  goingAway: 1001,
  /** The server process is restarting (a rolling restart): reconnect at once, to another process. */
  serviceRestart: 1012,
} as const;

export const WS_PATH = '/ws';
/** Largest frame the server reads. */
export const WS_MAX_FRAME_BYTES = 16 * 1024;

/** "Window opens soon" lead times a user may choose, in minutes (notification settings). */
export const WINDOW_LEADS = [5, 15, 60] as const;

/** Photos one product may have (the operator contract's `images`; the console's upload field). */
export const PRODUCT_PHOTOS_MAX = 9;

/**
 * What may stand in the way of deleting an account (GetAccountDeletionBlockers), in the order the
 * delete screen lists them; each is also a refusal reason of DeleteAccount (reasons.ts). An open
 * after-sale case will be one more when after-sale exists (server/account/deletion-blockers.ts).
 */
export const DELETION_BLOCKERS = [
  'balance_not_zero',
  'points_not_zero',
  'applications_pending',
  'orders_in_flight',
  'after_sale_open',
  'account_frozen',
] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

/**
 * "Download my data" (docs/privacy.md): a user may prepare one export every this many minutes,
 * and the one-time download it answers works for this many minutes.
 */
export const DATA_EXPORT_EVERY_MINUTES = 10;
export const DATA_EXPORT_VALID_MINUTES = 5;

/**
 * Small purchases without the pay password (docs/decisions.md, "Small purchases"): the daily
 * limits a buyer may choose, minor units; 0 is off. A buy whose orders today (the auction window's
 * calendar day), this one included, stay within the chosen limit needs no pay password.
 */
export const SMALL_PAY_LIMITS = [0, 10_000, 20_000, 50_000] as const;

/** The pay password is this many digits (the schema's rule, the PIN pad's keys and dots). */
export const PAY_PASSWORD_LENGTH = 6;

/**
 * After-sale (issue 37 #5): the most photos a request or a reply carries, and the longest text.
 * The screens' counter and photo field read these; `lib/api/schemas/aftersale.ts` holds the
 * same numbers (`AFTER_SALE_PHOTOS_MAX`, `AFTER_SALE_TEXT_MAX`) and `aftersale-limits.test.ts`
 * keeps the two equal.
 */
export const AFTER_SALE_PHOTOS = 6;
export const AFTER_SALE_TEXT = 1000;

/** The largest image upload the server takes (uploadImages, receipts, photos), bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
