// SWR keys come from the registry: [callName, input]. One fetcher serves them all.
import type { CallInput, CallName, CallResult } from '../registry';
import { CLIENT_CODES } from '../envelope';
import { isApiError } from '../client/api-error';
import { callApi } from '../client/request';
import type { SWRConfiguration } from 'swr';

export type CallKey<N extends CallName> = readonly [N, CallInput<N>];

export function callKey<N extends CallName>(name: N, input: CallInput<N>): CallKey<N> {
  return [name, input] as const;
}

export function fetchCall<N extends CallName>([name, input]: CallKey<N>): Promise<CallResult<N>> {
  return callApi(name, input);
}

/**
 * Errors were already shown by the request layer, so a blind retry would only toast again:
 * retry network failures only, a few times with backoff.
 */
export const readConfig: SWRConfiguration = {
  onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
    if (!isApiError(error) || error.code !== CLIENT_CODES.network || retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
};
