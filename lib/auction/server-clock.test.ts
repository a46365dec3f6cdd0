import { describe, expect, it } from 'vitest';
import { clockJumped, countdownTarget, crossedMilestone, formatCountdown, ServerClock } from './server-clock';

describe('ServerClock', () => {
  it('is the server time plus half the round trip, advanced by the monotonic clock', () => {
    const clock = new ServerClock();
    expect(clock.now(0)).toBeNull();
    clock.sync({ serverNow: 1_000_000, roundTripMs: 400, receivedPerf: 50 });
    expect(clock.now(50)).toBe(1_000_200);
    expect(clock.now(1050)).toBe(1_001_200);
  });

  it('absorbs a small backward correction at half speed, applies a large one at once', () => {
    const clock = new ServerClock();
    clock.sync({ serverNow: 10_000, roundTripMs: 0, receivedPerf: 0 });
    expect(clock.now(1000)).toBe(11_000);
    clock.sync({ serverNow: 5_000, roundTripMs: 0, receivedPerf: 1000 }); // 6 s behind
    expect(clock.now(2000)).toBe(11_500);
    expect(clock.now(14_000)).toBe(18_000); // caught up: 5 000 + 13 000
    clock.sync({ serverNow: -100_000, roundTripMs: 0, receivedPerf: 14_000 }); // far behind: a wrong sample before
    expect(clock.now(15_000)).toBe(-99_000);
  });
});

describe('helpers', () => {
  it('sees a sleep or a clock change as the two clocks drifting apart', () => {
    expect(clockJumped({ wall: 0, perf: 0 }, { wall: 1000, perf: 1000 })).toBe(false);
    expect(clockJumped({ wall: 0, perf: 0 }, { wall: 60_000, perf: 1000 })).toBe(true);
    expect(clockJumped({ wall: 0, perf: 0 }, { wall: -5000, perf: 1000 })).toBe(true);
  });

  it('counts after the end to the next start', () => {
    const ended = { phase: 'ended', allowBuy: false, msToChange: 3_600_000, nextPhase: 'not_started' } as const;
    expect(countdownTarget(ended, 10 * 3_600_000)).toBe(11 * 3_600_000);
    const bidding = { phase: 'bidding', allowBuy: true, msToChange: 5000, nextPhase: 'ended' } as const;
    expect(countdownTarget(bidding, 0)).toBe(5000);
  });

  it('finds the milestone crossed, never one on arrival', () => {
    expect(crossedMilestone(null, { phase: 'bidding', target: 59_000 })).toBeNull();
    expect(crossedMilestone({ phase: 'bidding', target: 61_000 }, { phase: 'bidding', target: 60_000 })).toEqual({
      kind: 'left',
      phase: 'bidding',
      minutes: 1,
    });
    expect(crossedMilestone({ phase: 'bidding', target: 59_000 }, { phase: 'bidding', target: 58_000 })).toBeNull();
    expect(crossedMilestone({ phase: 'not_started', target: 1 }, { phase: 'bidding', target: 7_200_000 })).toEqual({
      kind: 'phase',
      phase: 'bidding',
    });
  });

  it('shows HH:MM:SS, rounding up to the whole second', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(3_600_000 + 61_500)).toBe('01:01:02');
  });
});
