'use client';
// The auction window plus the moment it arrived, so server time can be derived on the phone.
import { useCallback } from 'react';
import useSWR from 'swr';
import type { ApiError } from '../client/api-error';
import { callApi } from '../client/request';
import type { CallResult } from '../registry';
import type { Read } from './use-call';
import { readConfig } from './keys';

export type AuctionTime = CallResult<'GetAuctionTimeInfo'> & { receivedAt: number };

const fetchAuctionTime = async (): Promise<AuctionTime> => {
  const result = await callApi('GetAuctionTimeInfo', {}, { toast: false, catch: true });
  return { ...result, receivedAt: Date.now() };
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
