// Why a call failed, as stable codes a screen can act on and translate (messages/*.json
// `reasons.<code>` and `rules.<rule>`). The server's English `message` stays for logs and other
// clients; Gavel screens show the translation of `reason` and of each field's `rule`.
// Server and client both import this: no React, no browser APIs.

/** Every refusal's reason. Add one here, in messages/*.json (all locales) and in docs/api.md. */
export const REASONS = [
  // Any call
  'invalid_input',
  'not_logged_in',
  'session_expired',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'unavailable',
  'internal',
  'request_in_progress',
  'idempotency_conflict',
  // Sign-in, codes and passwords
  'code_expired',
  'code_wrong',
  'code_locked',
  'phone_not_registered',
  'phone_taken',
  'wrong_credentials',
  'invitation_unknown',
  'wrong_password',
  'password_unchanged',
  'weak_password',
  'sms_failed',
  'pay_password_not_set',
  'wrong_pay_password',
  'pay_password_locked',
  'pay_password_required',
  // Market
  'window_closed',
  'not_on_sale',
  'own_item',
  'sold_out',
  'not_enough_stock',
  'not_yours',
  'wrong_order_status',
  'already_sold',
  'terms_outdated',
  // After-sale (issue 37 #5)
  'not_delivered',
  'after_sale_window_closed',
  'after_sale_open',
  'nothing_to_refund',
  'after_sale_closed',
  'refund_exceeds',
  'refund_pending',
  'order_refunded',
  'platform_funds_short',
  // Wallet
  'insufficient_balance',
  'insufficient_score',
  'amount_out_of_range',
  'no_bank_card',
  'too_many_pending',
  // Account
  'address_limit',
  'watch_limit',
  'identity_verified',
  'identity_pending',
  'already_reviewed',
  'invalid_file',
  'image_too_large',
  // Deleting the account (limits.ts DELETION_BLOCKERS; account_frozen is below)
  'balance_not_zero',
  'points_not_zero',
  'applications_pending',
  'orders_in_flight',
  // Chat
  'message_too_long',
  'message_empty',
  'not_member',
  'image_not_yours',
  'bad_frame',
  'account_frozen',
  'role_forbidden',
  'csrf_failed',
  'password_change_required',
  'own_approval',
  // Download my data: a download token is good once, for a few minutes
  'export_used',
  'export_expired',
] as const;
export type Reason = (typeof REASONS)[number];

/**
 * Field rules: why one field was refused. Validation rules come from the shared zod schemas (the
 * same on the client and the server, see rules.ts); a business refusal naming a field uses its
 * reason as the rule (e.g. payPassword → wrong_pay_password).
 */
export const RULES = [
  'required',
  'type',
  'min',
  'max',
  'greater_than',
  'less_than',
  'min_length',
  'max_length',
  'min_items',
  'max_items',
  'integer',
  'multiple_of',
  'format',
  'one_of',
  'unknown_key',
  'invalid',
  'phone',
  'digits',
  'letters_digits',
  'card_number',
  'card_checksum',
  'url',
  'time',
  'date',
  'date_time',
  'file_name',
  'code_or_password',
  'uploaded_image',
  'file_type',
  'file_size',
  'control_characters',
  'price_range',
] as const;
export type Rule = (typeof RULES)[number];

/** What a field's `rule` may be: a validation rule, or the reason of a refusal naming the field. */
export type FieldRule = Rule | Reason;
export type RuleParams = Record<string, string | number>;
export interface FieldError {
  rule: FieldRule;
  params?: RuleParams;
}
/** Field path (items[0].name, as in `errors`) → why it was refused. */
export type FieldErrors = Record<string, FieldError>;

const reasonSet = new Set<string>(REASONS);
const ruleSet = new Set<string>(RULES);
export const isReason = (value: unknown): value is Reason => typeof value === 'string' && reasonSet.has(value);
export const isRule = (value: unknown): value is Rule => typeof value === 'string' && ruleSet.has(value);

/** The reason an HTTP status implies when nothing more specific was given. */
export function reasonForStatus(status: number): Reason {
  if (status === 400) return 'invalid_input';
  if (status === 401) return 'not_logged_in';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'internal';
  return 'invalid_input';
}
