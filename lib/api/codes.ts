// Envelope and client error codes, free of zod so the request layer can read them on a screen's
// first load (envelope.ts re-exports them with the envelope's schema).

/** Envelope codes. 200 is success; the others mirror the HTTP status the server also sends. */
export const CODES = {
  ok: 200,
  /** Bad input: `errors` names each field. */
  badRequest: 400,
  /** Not logged in, or the tokens are no longer valid. */
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** State conflict, or the first request with the same Idempotency-Key is still in progress. */
  conflict: 409,
  /** A business rule refused it (insufficient balance, out of stock, auction closed, wrong pay
   * password), or an Idempotency-Key reused with a different body. */
  unprocessable: 422,
  /** Too many requests, e.g. SMS codes asked too often. */
  tooManyRequests: 429,
  internal: 500,
} as const;

/** Client-side codes (docs/api.md, Client behaviour) for failures that never reached an envelope. */
export const CLIENT_CODES = {
  /** Request timeout or network error. */
  network: 5,
  /** The caller aborted the request. */
  aborted: 600003,
  /** File transfer failed on the network. */
  fileTransfer: 602001,
} as const;
