'use client';
// Live auction status for screens: server time from GetAuctionTimeInfo, re-evaluated every second
// (and exactly at the next boundary), so the buy button opens and closes on time.
import { useEffect, useMemo, useState } from 'react';
import { useAuctionTime } from '@/lib/api/hooks/use-auction-time';
import { auctionStatus, serverClock, type AuctionStatus } from './status';

export interface LiveAuctionStatus {
  status: AuctionStatus | null;
  window: { startTime: string; endTime: string } | null;
  isLoading: boolean;
}

export function useAuctionStatus(): LiveAuctionStatus {
  const { data, isLoading } = useAuctionTime();
  const clock = useMemo(() => (data ? serverClock(data.now, data.receivedAt) : null), [data]);
  const [tick, setTick] = useState(0);

  const status = useMemo(() => {
    void tick;
    return data && clock ? auctionStatus(data, clock()) : null;
  }, [data, clock, tick]);

  useEffect(() => {
    if (!status) return;
    // Wake at the boundary (plus 1 ms, since the end is inclusive) or in a second, whichever is first.
    const wait = Math.min(1000, status.msToChange + 1);
    const timer = setTimeout(() => setTick((t) => t + 1), wait);
    return () => clearTimeout(timer);
  }, [status]);

  return { status, window: data ? { startTime: data.startTime, endTime: data.endTime } : null, isLoading };
}
