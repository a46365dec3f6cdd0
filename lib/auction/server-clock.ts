// Server time on the phone, without trusting the phone's clock: one sample of the server's `now`
// (GetAuctionTimeInfo) plus half the request's round trip, advanced by the monotonic clock
// (performance.now), so changing the phone's clock changes nothing. Pure: no React, no timers.
import type { AuctionStatus } from './status';

export interface ClockSample {
  /** The server's time in its answer (epoch ms). */
  serverNow: number;
  /** How long the request took there and back (ms). */
  roundTripMs: number;
  /** performance.now() when the answer arrived. */
  receivedPerf: number;
}

/** A backward correction up to this size is absorbed gradually; a larger one is applied at once. */
export const MAX_SLEW_MS = 60_000;
/** Date.now and performance.now disagreeing by more than this since the last check: sleep or a clock change. */
export const CLOCK_JUMP_MS = 2_000;

/**
 * The server's time, never going backwards: when a new sample says the server is behind what we
 * already showed (by at most MAX_SLEW_MS), the clock runs at half speed until the sample catches
 * up, so a countdown never counts up. Forward corrections apply at once.
 */
export class ServerClock {
  private base: { server: number; perf: number } | null = null;
  private last: { server: number; perf: number } | null = null;

  get synced(): boolean {
    return this.base !== null;
  }

  sync(sample: ClockSample): void {
    this.base = { server: sample.serverNow + sample.roundTripMs / 2, perf: sample.receivedPerf };
  }

  /** Server time (epoch ms) at the monotonic instant `perfNow`, or null before the first sample. */
  now(perfNow: number): number | null {
    if (!this.base) return null;
    const estimate = this.base.server + (perfNow - this.base.perf);
    const last = this.last;
    let value = estimate;
    if (last && estimate < last.server && last.server - estimate <= MAX_SLEW_MS) {
      value = Math.max(estimate, last.server + Math.max(0, perfNow - last.perf) / 2);
    }
    this.last = { server: value, perf: perfNow };
    return value;
  }
}

/** Watches for the phone sleeping or its clock being changed: true when the two clocks drifted apart. */
export function clockJumped(
  previous: { wall: number; perf: number },
  current: { wall: number; perf: number },
  limitMs = CLOCK_JUMP_MS,
): boolean {
  return Math.abs(current.wall - previous.wall - (current.perf - previous.perf)) > limitMs;
}

/** What the countdown counts to: the next change, or after the day's end the next start. */
export function countdownTarget(status: AuctionStatus, startMsOfDay: number): number {
  if (status.phase === 'ended' && status.nextPhase === 'not_started') return status.msToChange + startMsOfDay;
  return status.msToChange;
}

/** The points a screen reader hears about, in ms before the change. */
export const MILESTONES_MS = [3_600_000, 600_000, 60_000] as const;

export type Milestone =
  { kind: 'phase'; phase: AuctionStatus['phase'] } | { kind: 'left'; phase: AuctionStatus['phase']; minutes: number };

/** The milestone crossed between two readings, if any (phase change first, then 1 h, 10 min, 1 min). */
export function crossedMilestone(
  previous: { phase: AuctionStatus['phase']; target: number } | null,
  next: { phase: AuctionStatus['phase']; target: number },
): Milestone | null {
  if (!previous) return null;
  if (previous.phase !== next.phase) return { kind: 'phase', phase: next.phase };
  for (const at of MILESTONES_MS) {
    if (previous.target > at && next.target <= at) return { kind: 'left', phase: next.phase, minutes: at / 60_000 };
  }
  return null;
}

/** Whole seconds left, shown as HH:MM:SS. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}
