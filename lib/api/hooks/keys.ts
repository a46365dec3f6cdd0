// SWR keys come from the registry: [callName, input]. One fetcher serves them all, and one retry
// policy: reads never toast (the screen shows the error inline with Retry), so a retry is silent.
import type { SWRConfiguration } from 'swr';
import type { CallInput, CallName, CallResult } from '../registry';
import { CLIENT_CODES } from '../codes';
import { isApiError } from '../client/api-error';
import { callApi } from '../client/request';
import { requestLocale } from '../client/locale';
import type { Locale } from '../../i18n/config';
import { lastSeenReadKey } from '@/lib/storage';
import { LAST_SEEN_READS, markFresh, markStale, recallRead, rememberRead } from './last-seen';

/** [call, input, locale]: the reader's locale is part of every key, so no cache (SWR's, last-seen) answers one locale's text to another. */
export type CallKey<N extends CallName> = readonly [N, CallInput<N>, (Locale | null)?];

export function callKey<N extends CallName>(name: N, input: CallInput<N>): CallKey<N> {
  return [name, input, requestLocale()] as const;
}

/**
 * Reads are quiet: no toast; the error goes to the screen (`shown: false`). Their input is built
 * by the screen, so they go out before the schemas have loaded (`early`, request.ts).
 */
export async function fetchCall<N extends CallName>([name, input, locale]: CallKey<N>): Promise<CallResult<N>> {
  const kept = LAST_SEEN_READS.has(name);
  const key = lastSeenReadKey(name, input, locale ?? null);
  try {
    const result = await callApi(name, input, { toast: false, catch: true, early: true });
    if (kept) {
      markFresh(key);
      rememberRead(key, result);
    }
    return result;
  } catch (error) {
    // Offline (or the server unreachable): the answer this user last saw, marked as of its time.
    if (kept && isApiError(error) && error.code === CLIENT_CODES.network) {
      const seen = recallRead<CallResult<N>>(key);
      if (seen) {
        markStale(key, seen.at);
        return seen.data;
      }
    }
    throw error;
  }
}

export const RETRY_LIMIT = 3;
export const RETRY_BASE_MS = 1000;

/** Retry only what may pass next time: network failures and 5xx. A 4xx (or a bad answer) will not. */
export function shouldRetry(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === CLIENT_CODES.network) return true;
  return error.status !== undefined && error.status >= 500;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const readConfig: SWRConfiguration = {
  // Coming back to the app refreshes at most once a minute per read, not on every focus.
  focusThrottleInterval: 60_000,
  // While offline nothing is retried; SWR revalidates on reconnect (revalidateOnReconnect).
  onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
    if (!shouldRetry(error) || retryCount >= RETRY_LIMIT || offline()) return;
    setTimeout(() => void revalidate({ retryCount }), RETRY_BASE_MS * 2 ** retryCount);
  },
};
