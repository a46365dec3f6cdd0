// The response envelope every call answers with, the error codes, and the one way to turn zod
// issues into the `errors` field. Server and client both import this: no React, no browser APIs.
import { z } from 'zod/mini';
import './zod-config';
import { CODES } from './codes';
import type { FieldErrors, Reason } from './reasons';

// The envelope's zod-free half (paths, field messages): the browser's read checks use it without zod.
export { describeErrors, issuesToErrors, pathText } from './envelope-text';

export { CODES, CLIENT_CODES } from './codes';

/** `errors`: a text, or messages per field path (e.g. { phone: ["must be 6 to 15 digits"] }). */
export const errorsField = z.union([z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())]))]);
export type ErrorsField = z.infer<typeof errorsField>;

/** `fields`: why each field was refused, as a rule code (lib/api/reasons.ts) with its parameters. */
export const fieldsField = z.record(
  z.string(),
  z.object({ rule: z.string(), params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))) }),
);

const base = {
  code: z.number().check(z.int()),
  /** success | error | warning (informational). */
  type: z.optional(z.string()),
  message: z.nullish(z.string()),
  extras: z.optional(z.unknown()),
  /** Server time, ISO 8601 or epoch ms. */
  time: z.optional(z.union([z.string(), z.number()])),
  errors: z.nullish(errorsField),
  /** Why it failed, a stable code from lib/api/reasons.ts (a string on the wire: a newer server may
   * send one this client does not know yet). */
  reason: z.nullish(z.string()),
  fields: z.nullish(fieldsField),
};

/** Any envelope, result unchecked: used to read errors and codes before the result is parsed. */
export const anyEnvelope = z.object({ ...base, result: z.optional(z.unknown()) });
export type AnyEnvelope = z.infer<typeof anyEnvelope>;

/** Convenience for the server: a success envelope. */
export function success<T>(result: T, message = 'ok') {
  return { code: CODES.ok, type: 'success', message, result, time: new Date().toISOString() };
}

export interface FailureDetail {
  reason: Reason;
  errors?: ErrorsField | undefined;
  fields?: FieldErrors | undefined;
}

/** Convenience for the server: a failure envelope; `reason` always, `fields` when a field is at fault. */
export function failure(code: number, message: string, detail: FailureDetail) {
  return {
    code,
    type: 'error',
    message,
    result: null,
    reason: detail.reason,
    errors: detail.errors ?? null,
    ...(detail.fields && Object.keys(detail.fields).length > 0 ? { fields: detail.fields } : {}),
    time: new Date().toISOString(),
  };
}
