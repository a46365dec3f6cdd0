// The one error type every failed call rejects with.
import type { ErrorsField } from '../envelope';

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
}

export class ApiError extends Error {
  readonly code: number;
  readonly shown: boolean;
  readonly status: number | undefined;
  readonly errors: ErrorsField | undefined;
  readonly key: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.shown = init.shown;
    this.status = init.status;
    this.errors = init.errors;
    this.key = init.key;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
