'use client';
// useServerClock(): the server's time on this phone (see server-clock.ts), kept in sync: a new
// sample whenever GetAuctionTimeInfo answers (every 5 minutes, when the window changes), when the
// app comes back (focus, visibilitychange) and when the phone slept or its clock was changed
// (Date.now and performance.now drift apart).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/lib/api/client/api-error';
import { useAuctionTime, type AuctionTime } from '@/lib/api/hooks/use-auction-time';
import { clockJumped, ServerClock } from './server-clock';

/** Coming back more often than this does not ask the server again. */
export const RESYNC_THROTTLE_MS = 5_000;
/** How often the sleep / clock-change watch looks. */
export const JUMP_CHECK_MS = 1_000;

export const monotonicNow = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

export interface ServerClockRead {
  /** Server time now (epoch ms), or null before the first answer. Never goes backwards. */
  now: () => number | null;
  /** The last answer (window times and zone), once there is one. */
  time: AuctionTime | undefined;
  /** Changes with every new sample: a dependency for effects that should re-read `now`. */
  version: number;
  error: ApiError | undefined;
  isLoading: boolean;
  /** Ask the server again (throttled). */
  resync: () => void;
}

export function useServerClock(): ServerClockRead {
  const read = useAuctionTime();
  const { data, refresh } = read;
  const [clock] = useState(() => new ServerClock());
  const [synced, setSynced] = useState<{ data: AuctionTime; version: number } | null>(null);
  const lastAsk = useRef(Number.NEGATIVE_INFINITY);

  if (data && synced?.data !== data) {
    // A new answer: adopt it while rendering, so nothing renders with the previous sample.
    clock.sync({ serverNow: data.now, roundTripMs: data.roundTripMs, receivedPerf: data.receivedPerf });
    setSynced({ data, version: (synced?.version ?? 0) + 1 });
  }

  const resync = useCallback(() => {
    const now = monotonicNow();
    if (now - lastAsk.current < RESYNC_THROTTLE_MS) return;
    lastAsk.current = now;
    void refresh();
  }, [refresh]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') resync();
    };
    window.addEventListener('focus', resync);
    document.addEventListener('visibilitychange', onVisible);
    let previous = { wall: Date.now(), perf: monotonicNow() };
    const watch = setInterval(() => {
      const current = { wall: Date.now(), perf: monotonicNow() };
      if (clockJumped(previous, current)) resync();
      previous = current;
    }, JUMP_CHECK_MS);
    return () => {
      window.removeEventListener('focus', resync);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(watch);
    };
  }, [resync]);

  const now = useCallback(() => clock.now(monotonicNow()), [clock]);
  return {
    now,
    time: synced?.data,
    version: synced?.version ?? 0,
    error: read.error,
    isLoading: read.isLoading,
    resync,
  };
}
