'use client';
// Writes: run the call, then revalidate what it changed (registry `invalidates`; a new session
// drops every cached read). Idempotent calls keep one key per distinct input, so a double tap or
// a retry after a lost answer cannot buy twice, while a different input is a new action.
// A failure is either toasted or left to the form's fields, never both.
import { useCallback, useRef, useState } from 'react';
import { isApiError, type ApiError } from '../client/api-error';
import { apiConfig } from '../client/config';
import { errorText } from '../client/error-text';
import { idempotentAction, type IdempotentAction } from '../client/idempotency';
import { callApi, type CallOptions } from '../client/request';
import { facts, invalidatesOf, type CallName } from '../call-facts';
import type { CallInput, CallResult } from '../registry';
import { invalidate, invalidateAll } from './invalidate';

export interface MutationOptions extends Omit<CallOptions, 'idempotencyKey' | 'toast' | 'catch'> {
  /**
   * The caller shows field errors inline (a form): a failure that names fields is not toasted;
   * any other failure still is. Default false: every failure is toasted.
   */
  fieldErrors?: boolean;
  /** false: never toast; the caller shows every failure itself. Default true. */
  toast?: boolean;
}

export interface Mutation<N extends CallName> {
  /** Rejects with the ApiError (already toasted unless handled as above). */
  trigger: (input: CallInput<N>, options?: MutationOptions) => Promise<CallResult<N>>;
  isMutating: boolean;
  error: ApiError | undefined;
  data: CallResult<N> | undefined;
  /** Clear error and data (e.g. when the form is edited again). */
  reset: () => void;
}

interface State<N extends CallName> {
  isMutating: boolean;
  error: ApiError | undefined;
  data: CallResult<N> | undefined;
}

/** Whether a failure goes to a toast under these options. */
export function toastsFailure(error: unknown, options: MutationOptions = {}): boolean {
  if (options.toast === false) return false;
  if (!isApiError(error)) return true;
  // Already shown by the request layer (the login prompt) or deliberately silent (aborted).
  if (error.key === 'errors.loginRequired' || error.key === 'errors.aborted') return false;
  return !(options.fieldErrors === true && error.hasFields);
}

export function useApiMutation<N extends CallName>(name: N): Mutation<N> {
  const action = useRef<IdempotentAction<N> | null>(null);
  const [state, setState] = useState<State<N>>({ isMutating: false, error: undefined, data: undefined });

  const trigger = useCallback(
    async (input: CallInput<N>, options: MutationOptions = {}) => {
      const { fieldErrors: _fieldErrors, toast: _toast, ...rest } = options;
      // The request layer stays quiet; this hook decides between a toast and the form's fields.
      const callOptions: Omit<CallOptions, 'idempotencyKey'> = { ...rest, toast: false, catch: true };
      let run: Promise<CallResult<N>>;
      if (facts[name].idempotent) {
        action.current ??= idempotentAction(name);
        run = action.current.run(input, callOptions);
      } else run = callApi(name, input, callOptions);
      setState((s) => ({ ...s, isMutating: true }));
      try {
        const data = await run;
        setState({ isMutating: false, error: undefined, data });
        if (facts[name].remember === 'session') await invalidateAll();
        else await invalidate(invalidatesOf(name));
        return data;
      } catch (error) {
        setState((s) => ({ ...s, isMutating: false, error: error as ApiError }));
        if (toastsFailure(error, options)) {
          const cfg = apiConfig();
          cfg.toast(errorText(cfg.translate, error));
        }
        throw error;
      }
    },
    [name],
  );
  const reset = useCallback(() => setState({ isMutating: false, error: undefined, data: undefined }), []);
  return { trigger, ...state, reset };
}
