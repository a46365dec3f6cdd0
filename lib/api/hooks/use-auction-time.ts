'use client';
// The auction window plus the moment it arrived, so server time can be derived on the phone.
import { useCallback } from 'react';
import useSWR from 'swr';
import type { ApiError } from '../client/api-error';
import { callApi } from '../client/request';
import type { CallResult } from '../registry';
import type { Read } from './use-call';
import { readConfig } from './keys';

export type AuctionTime = CallResult<'GetAuctionTimeInfo'> & {
  /** Phone clock (Date.now) when the answer arrived. */
  receivedAt: number;
  /** Monotonic clock (performance.now) when the answer arrived: immune to phone clock changes. */
  receivedPerf: number;
  /** How long the request took there and back; the server's `now` is about half of it old. */
  roundTripMs: number;
};

const monotonic = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

const fetchAuctionTime = async (): Promise<AuctionTime> => {
  const sentPerf = monotonic();
  const result = await callApi('GetAuctionTimeInfo', {}, { toast: false, catch: true, early: true });
  const receivedPerf = monotonic();
  return { ...result, receivedAt: Date.now(), receivedPerf, roundTripMs: Math.max(0, receivedPerf - sentPerf) };
};

/** Refreshed every 5 minutes so a drifting phone clock is corrected. Same shape as every read. */
export function useAuctionTime(): Read<AuctionTime> {
  const { data, error, isLoading, mutate } = useSWR<AuctionTime, ApiError>(
    ['GetAuctionTimeInfo', {}] as const,
    fetchAuctionTime,
    { ...readConfig, refreshInterval: 300_000 },
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return { data, error, isLoading, refresh };
}
