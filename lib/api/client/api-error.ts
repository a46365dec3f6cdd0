// The one error type every failed call rejects with.
import type { ErrorsField } from '../envelope';
import type { FieldErrors, Reason } from '../reasons';

export interface ApiErrorInit {
  /** Envelope code, HTTP status, or a client code (5, 600003, 602001, 600010). */
  code: number;
  message: string;
  /** True when the user has already been told (toast or login redirect): screens stay quiet. */
  shown: boolean;
  /** HTTP status when a response arrived. */
  status?: number;
  errors?: ErrorsField;
  /** Message key when the message came from our catalogue, e.g. errors.unexpectedResponse. */
  key?: string;
  /** Why the server (or the client-side check) refused: a code from lib/api/reasons.ts. */
  reason?: Reason | undefined;
  /** The rule each field broke (field path → rule and params), for a form to show inline. */
  fields?: FieldErrors | undefined;
  /** Seconds the server asked to wait before trying again (a 429's Retry-After). */
  retryAfter?: number | undefined;
}

export class ApiError extends Error {
  readonly code: number;
  readonly shown: boolean;
  readonly status: number | undefined;
  readonly errors: ErrorsField | undefined;
  readonly key: string | undefined;
  readonly reason: Reason | undefined;
  readonly fields: FieldErrors | undefined;
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.shown = init.shown;
    this.status = init.status;
    this.errors = init.errors;
    this.key = init.key;
    this.reason = init.reason;
    this.fields = init.fields;
    this.retryAfter = init.retryAfter;
  }

  /** Whether a field is at fault: a form can show these inline instead of a toast. */
  get hasFields(): boolean {
    return this.fields !== undefined && Object.keys(this.fields).length > 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
