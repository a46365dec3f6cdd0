// Errors a handler throws on purpose; the error handler turns them into envelopes. Every refusal
// carries a reason code (lib/api/reasons.ts) that Gavel screens translate; the English message is
// for logs and other clients. A refusal naming a field carries the field's rule too.
import type { FieldErrors, FieldRule, Reason, Rule, RuleParams } from '@/lib/api/reasons';
import { reasonForStatus } from '@/lib/api/reasons';

export interface ApiErrorDetail {
  /** Default: what the status implies (reasonForStatus). */
  reason?: Reason;
  errors?: Record<string, string[]> | string;
  fields?: FieldErrors;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly reason: Reason;
  readonly errors: Record<string, string[]> | string | undefined;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly status: number,
    message: string,
    detail: ApiErrorDetail = {},
  ) {
    super(message);
    this.reason = detail.reason ?? reasonForStatus(status);
    this.errors = detail.errors;
    this.fields = detail.fields;
    this.headers = detail.headers;
  }
}

/** A business refusal without a field: HTTP 422 by default. */
export const refusal = (reason: Reason, message: string, status = 422) => new ApiError(status, message, { reason });

/**
 * A refusal naming the field at fault: "field: message", errors `{ field: [message] }` and
 * fields `{ field: { rule } }`; the rule defaults to the reason (e.g. wrong_pay_password).
 */
export const fieldError = (
  status: number,
  reason: Reason,
  field: string,
  message: string,
  rule: FieldRule = reason,
  params?: RuleParams,
) =>
  new ApiError(status, `${field}: ${message}`, {
    reason,
    errors: { [field]: [message] },
    fields: { [field]: params ? { rule, params } : { rule } },
  });
/** Bad input the schema could not catch (e.g. an upload URL that is not ours): 400 invalid_input. */
export const badRequest = (field: string, message: string, rule: Rule = 'invalid', params?: RuleParams) =>
  fieldError(400, 'invalid_input', field, message, rule, params);
export const unauthorized = (message = 'Please log in', reason: Reason = 'not_logged_in') =>
  new ApiError(401, message, { reason });
export const forbidden = (message = 'Not allowed', reason: Reason = 'forbidden') =>
  new ApiError(403, message, { reason });
export const notFound = (what: string) => new ApiError(404, `${what} not found`, { reason: 'not_found' });
export const conflict = (message: string, reason: Reason = 'conflict') => new ApiError(409, message, { reason });
export const tooMany = (message: string, retryAfterSeconds: number, reason: Reason = 'rate_limited') =>
  new ApiError(429, message, {
    reason,
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
