'use client';
// Live auction status for screens: server time from useServerClock, re-evaluated when the shown
// second changes (and exactly at the next boundary), so the buy button opens and closes on time
// and a countdown changes phase without a reload. Also reports the milestones a screen reader
// should hear (1 h, 10 min, 1 min before the change, and the change itself).
import { useEffect, useState } from 'react';
import type { ApiError } from '@/lib/api/client/api-error';
import { countdownTarget, crossedMilestone, type Milestone } from './server-clock';
import { auctionStatus, isAllDay, parseHhmm, type AuctionStatus } from './status';
import { useServerClock } from './use-server-clock';

export interface LiveAuctionStatus {
  status: AuctionStatus | null;
  /** Milliseconds the countdown shows: to the next change, or after the day's end to the next start. */
  target: number | null;
  window: { startTime: string; endTime: string; timeZone: string } | null;
  /** The last milestone crossed while watching (never the state found on arrival), with a counter. */
  milestone: { value: Milestone; seq: number } | null;
  isLoading: boolean;
  error: ApiError | undefined;
  refresh: () => void;
}

interface Reading {
  status: AuctionStatus;
  target: number;
  milestone: { value: Milestone; seq: number } | null;
}

export function useAuctionStatus(): LiveAuctionStatus {
  const clock = useServerClock();
  const { now, time, version } = clock;
  const [reading, setReading] = useState<Reading | null>(null);

  useEffect(() => {
    if (!time) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = parseHhmm(time.startTime);
    // An all-day window never changes phase and shows no digits: nothing to announce, and nothing
    // to redraw until its day ends (midnight), so it does not wake every second.
    const allDay = isAllDay(time);
    const update = () => {
      const serverNow = now();
      if (serverNow === null) return;
      const status = auctionStatus(time, serverNow);
      const target = countdownTarget(status, start);
      setReading((previous) => {
        const crossed = allDay
          ? null
          : crossedMilestone(previous && { phase: previous.status.phase, target: previous.target }, {
              phase: status.phase,
              target,
            });
        const milestone = crossed
          ? { value: crossed, seq: (previous?.milestone?.seq ?? 0) + 1 }
          : (previous?.milestone ?? null);
        return { status, target, milestone };
      });
      // Wake when the shown second changes, or at the boundary (+1 ms: the end is inclusive).
      const toSecond = allDay ? Infinity : target % 1000 || 1000;
      timer = setTimeout(update, Math.max(20, Math.min(toSecond, status.msToChange + 1)));
    };
    timer = setTimeout(update, 0);
    return () => clearTimeout(timer);
  }, [now, time, version]);

  const current = time ? reading : null;
  return {
    status: current?.status ?? null,
    target: current?.target ?? null,
    window: time ? { startTime: time.startTime, endTime: time.endTime, timeZone: time.timeZone } : null,
    milestone: current?.milestone ?? null,
    isLoading: clock.isLoading,
    error: clock.error,
    refresh: clock.resync,
  };
}
