// One Idempotency-Key per user action: a double tap (or a retry after a network failure) of the
// same input reuses its key, so the server answers the first request again instead of buying
// twice; a different input (buying product B after a lost answer for product A) gets its own key.
import type { CallName } from '../call-facts';
import { CLIENT_CODES } from '../codes';
import type { CallInput, CallResult } from '../registry';
import { isApiError } from './api-error';
import { loadCallContract, loadedCallContract } from './contract-loader';
import { callApi, type CallOptions } from './request';
import { newIdempotencyKey } from './uuid';

export interface IdempotentAction<N extends CallName> {
  /** Run the call; while one with the same input is pending, a second run returns the same promise. */
  run(input: CallInput<N>, options?: Omit<CallOptions, 'idempotencyKey'>): Promise<CallResult<N>>;
  /** The key the next (or pending) run with this input uses. */
  key(input: CallInput<N>): string;
  /** Forget every key: the next run is a new action whatever its input. */
  reset(): void;
}

/** JSON with sorted keys: the same input written in another key order is the same action. */
export function inputIdentity(value: unknown): string {
  // The pay password confirms a request but is not part of what it is (the server leaves it out
  // of the request's hash too): a buy retried with the password after a refusal without it, or
  // with the right one after a wrong one, is the same buy, and the secret is never a map key.
  const { payPassword: _secret, ...rest } =
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const identified = value !== null && typeof value === 'object' && !Array.isArray(value) ? rest : value;
  return JSON.stringify(identified, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Keeps one key per distinct input until that input got an answer; after a network failure the retry reuses it. */
export function idempotentAction<N extends CallName>(
  name: N,
  newKey: () => string = newIdempotencyKey,
): IdempotentAction<N> {
  const keys = new Map<string, string>();
  const pending = new Map<string, Promise<CallResult<N>>>();
  const keyOf = (id: string) => {
    let key = keys.get(id);
    if (key === undefined) {
      key = newKey();
      keys.set(id, key);
    }
    return key;
  };
  // Identity of the request as sent (defaults filled in): { productId: 7 } is { productId: 7, quantity: 1 }.
  // Before the call's schemas have loaded it is the input as given (`key` only; `run` waits for them).
  const identify = (input: CallInput<N>) => {
    const parsed = loadedCallContract(name)?.schemas.request.safeParse(input) ?? { success: false as const };
    return inputIdentity(parsed.success ? parsed.data : input);
  };
  const action: IdempotentAction<N> = {
    key: (input) => keyOf(identify(input)),
    reset() {
      keys.clear();
    },
    run(input, options) {
      if (loadedCallContract(name) === undefined) {
        // The first action before the call's schemas arrived: wait for them, so this run and a retry
        // after them name the input the same way. A double tap meanwhile shares this wait. If they
        // cannot load, the run goes on and fails there like any call without its schemas.
        const early = `early:${inputIdentity(input)}`;
        const waiting = pending.get(early);
        if (waiting) return waiting;
        const later = loadCallContract(name)
          .catch(() => undefined)
          .then(() => action.run(input, options));
        pending.set(early, later);
        const forget = () => pending.delete(early);
        later.then(forget, forget);
        return later;
      }
      const id = identify(input);
      const running = pending.get(id);
      if (running) return running;
      const key = keyOf(id);
      const attempt = callApi(name, input, { ...options, idempotencyKey: key });
      pending.set(id, attempt);
      attempt.then(
        () => {
          pending.delete(id);
          if (keys.get(id) === key) keys.delete(id);
        },
        (error: unknown) => {
          pending.delete(id);
          // The server may have acted on a request whose answer was lost: keep the key.
          const unknownOutcome =
            isApiError(error) && (error.code === CLIENT_CODES.network || error.code === CLIENT_CODES.aborted);
          if (!unknownOutcome && keys.get(id) === key) keys.delete(id);
        },
      );
      return attempt;
    },
  };
  return action;
}
