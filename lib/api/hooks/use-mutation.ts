'use client';
// Writes: run the call, then revalidate what it changed. Idempotent calls keep one key per action,
// so a double tap or a retry after a lost answer cannot buy twice.
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../client/api-error';
import { idempotentAction, type IdempotentAction } from '../client/idempotency';
import { callApi, type CallOptions } from '../client/request';
import { calls, type CallInput, type CallName, type CallResult } from '../registry';
import { INVALIDATES, invalidate, invalidateAll } from './invalidate';

export interface Mutation<N extends CallName> {
  trigger: (input: CallInput<N>, options?: Omit<CallOptions, 'idempotencyKey'>) => Promise<CallResult<N>>;
  isMutating: boolean;
  error: ApiError | undefined;
  data: CallResult<N> | undefined;
}

export function useApiMutation<N extends CallName>(name: N): Mutation<N> {
  const action = useRef<IdempotentAction<N> | null>(null);
  const [state, setState] = useState<{
    isMutating: boolean;
    error: ApiError | undefined;
    data: CallResult<N> | undefined;
  }>({
    isMutating: false,
    error: undefined,
    data: undefined,
  });

  const trigger = useCallback(
    async (input: CallInput<N>, options?: Omit<CallOptions, 'idempotencyKey'>) => {
      let run: Promise<CallResult<N>>;
      if (calls[name].idempotent) {
        action.current ??= idempotentAction(name);
        run = action.current.run(input, options);
      } else run = callApi(name, input, options);
      setState((s) => ({ ...s, isMutating: true }));
      try {
        const data = await run;
        setState({ isMutating: false, error: undefined, data });
        if (name === 'login' || name === 'register') await invalidateAll();
        else await invalidate(INVALIDATES[name] ?? []);
        return data;
      } catch (error) {
        setState((s) => ({ ...s, isMutating: false, error: error as ApiError }));
        throw error;
      }
    },
    [name],
  );
  return { trigger, ...state };
}
