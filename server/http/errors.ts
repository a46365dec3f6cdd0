// Errors a handler throws on purpose; the error handler turns them into envelopes.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]> | string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A refusal naming the field at fault: "field: message" with errors `{ field: [message] }`. */
export const fieldError = (status: number, field: string, message: string) =>
  new ApiError(status, `${field}: ${message}`, { [field]: [message] });
export const badRequest = (field: string, message: string) => fieldError(400, field, message);
export const unauthorized = (message = 'Please log in') => new ApiError(401, message);
export const forbidden = (message = 'Not allowed') => new ApiError(403, message);
export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const conflict = (message: string) => new ApiError(409, message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
