// One Idempotency-Key per user action: a double tap (or a retry after a network failure) reuses
// the key, so the server answers the first request again instead of buying twice.
import type { CallInput, CallName, CallResult } from '../registry';
import { isApiError } from './api-error';
import { CLIENT_CODES } from '../envelope';
import { callApi, type CallOptions } from './request';
import { newIdempotencyKey } from './uuid';

export interface IdempotentAction<N extends CallName> {
  /** Run the call; while one is pending, a second run returns the same promise. */
  run(input: CallInput<N>, options?: Omit<CallOptions, 'idempotencyKey'>): Promise<CallResult<N>>;
  /** The key the next (or pending) run uses. */
  key(): string;
  /** Forget the key: the next run is a new action. */
  reset(): void;
}

/** Keeps one key until the action got an answer; after a network failure the retry reuses it. */
export function idempotentAction<N extends CallName>(
  name: N,
  newKey: () => string = newIdempotencyKey,
): IdempotentAction<N> {
  let current = newKey();
  let pending: Promise<CallResult<N>> | null = null;
  return {
    key: () => current,
    reset() {
      current = newKey();
    },
    run(input, options) {
      if (pending) return pending;
      const attempt = callApi(name, input, { ...options, idempotencyKey: current });
      pending = attempt;
      attempt.then(
        () => {
          pending = null;
          current = newKey();
        },
        (error: unknown) => {
          pending = null;
          // The server may have acted on a request whose answer was lost: keep the key.
          const unknownOutcome =
            isApiError(error) && (error.code === CLIENT_CODES.network || error.code === CLIENT_CODES.aborted);
          if (!unknownOutcome) current = newKey();
        },
      );
      return attempt;
    },
  };
}
