// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuctionTime } from '@/lib/api/hooks/use-auction-time';
import { parseHhmm } from '@/lib/auction/status';
import { AuctionCountdown } from './auction-countdown';
import { renderEn } from './test-utils';

// The answer GetAuctionTimeInfo gives, controlled by the test (no network).
let answer: AuctionTime | undefined;
const refresh = vi.fn(() => Promise.resolve(undefined));
vi.mock('@/lib/api/hooks/use-auction-time', () => ({
  useAuctionTime: () => ({ data: answer, error: undefined, isLoading: answer === undefined, refresh }),
}));

// 2026-11-23 in Shanghai (UTC+8): the window is 10:00–22:00 there.
const shanghai = (hhmmss: string) => {
  const [h = 0, m = 0, s = 0] = hhmmss.split(':').map(Number);
  return (
    Date.UTC(2026, 10, 23) -
    8 * 3_600_000 +
    parseHhmm(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`) +
    s * 1000
  );
};

/** The server says it is `serverTime` right now (answer just arrived, 200 ms round trip). */
function serverSays(serverTime: number, hours = { startTime: '10:00', endTime: '22:00' }) {
  answer = {
    ...hours,
    timeZone: 'Asia/Shanghai',
    now: serverTime - 100,
    receivedAt: Date.now(),
    receivedPerf: performance.now(),
    roundTripMs: 200,
  };
}

const timeLeft = () => screen.getByTestId('auction-time-left').textContent;
const phase = () => screen.getByTestId('auction-countdown').getAttribute('data-phase');
const announced = () => screen.getByTestId('auction-announcement').textContent;
const seconds = (hms: string | null) => {
  const [h = 0, m = 0, s = 0] = (hms ?? '').split(':').map(Number);
  return h * 3600 + m * 60 + s;
};
const advance = (ms: number): void => {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  // The phone's clock is 10 minutes fast: only the server's time may count.
  vi.setSystemTime(shanghai('09:59:50') + 10 * 60_000);
  refresh.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  answer = undefined;
});

describe('AuctionCountdown', () => {
  it('counts down on server time and opens bidding at the start without a reload', () => {
    serverSays(shanghai('09:59:50'));
    renderEn(<AuctionCountdown />);
    advance(0);
    expect(phase()).toBe('not_started');
    expect(screen.getByText('Starts in')).toBeTruthy();
    expect(timeLeft()).toBe('00:00:10');
    advance(3000);
    expect(timeLeft()).toBe('00:00:07');
    advance(7001);
    expect(phase()).toBe('bidding');
    expect(screen.getByText('Ends in')).toBeTruthy();
    expect(timeLeft()).toBe('12:00:00');
    expect(announced()).toBe('Bidding is open now.');
  });

  it('never counts up when a new sample puts the server clock back, and catches up', () => {
    serverSays(shanghai('09:50:00'));
    const view = renderEn(<AuctionCountdown />);
    advance(5000);
    expect(timeLeft()).toBe('00:09:55');
    // A new answer says the server is 10 s behind what was shown.
    serverSays(shanghai('09:49:55'));
    view.rerender(<AuctionCountdown />);
    const seen: number[] = [seconds(timeLeft())];
    for (let i = 0; i < 30; i++) {
      advance(1000);
      seen.push(seconds(timeLeft()));
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeLessThanOrEqual(seen[i - 1]!);
    // Caught up with the corrected clock after 20 s: 10:00 − (09:49:55 + 30 s).
    expect(timeLeft()).toBe('00:09:35');
  });

  it('applies a forward correction at once', () => {
    serverSays(shanghai('09:50:00'));
    const view = renderEn(<AuctionCountdown />);
    advance(1000);
    expect(timeLeft()).toBe('00:09:59');
    serverSays(shanghai('09:55:00'));
    view.rerender(<AuctionCountdown />);
    advance(1000);
    expect(timeLeft()).toBe('00:04:59');
  });

  it('announces the milestones only, not every second', () => {
    serverSays(shanghai('08:59:58'));
    renderEn(<AuctionCountdown />);
    advance(0);
    expect(announced()).toBe(''); // nothing on arrival
    const texts = new Set<string>();
    let changes = 0;
    let last = announced();
    for (let i = 0; i < 120; i++) {
      advance(1000);
      const now = announced() ?? '';
      if (now !== last) changes++;
      last = now;
      texts.add(now);
    }
    expect(changes).toBe(1);
    expect(last).toBe('Bidding starts in 60 minutes.');
    // 10 minutes before, then 1 minute before.
    advance(49 * 60_000);
    expect(announced()).toBe('Bidding starts in 10 minutes.');
    advance(9 * 60_000);
    expect(announced()).toBe('Bidding starts in 1 minute.');
  });

  it('an all-day window (start = end) says so, with no countdown and nothing announced at midnight', () => {
    serverSays(shanghai('22:59:58'), { startTime: '00:00', endTime: '00:00' });
    renderEn(<AuctionCountdown />);
    advance(0);
    expect(phase()).toBe('bidding');
    expect(screen.getByText('Bidding now')).toBeTruthy();
    expect(screen.queryByTestId('auction-time-left')).toBeNull();
    expect(screen.getByText(/^Open all day \(/)).toBeTruthy();
    // Past 23:00 (an hour "before" midnight), then past midnight: still open, nothing said.
    advance(62 * 60_000);
    expect(phase()).toBe('bidding');
    expect(announced()).toBe('');
  });

  it('asks the server again when the phone clock jumps (sleep, clock change)', () => {
    serverSays(shanghai('09:00:00'));
    renderEn(<AuctionCountdown />);
    advance(6000);
    expect(refresh).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 3 * 3_600_000); // the wall clock jumps, the monotonic one does not
    advance(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The countdown kept to the monotonic clock meanwhile.
    expect(timeLeft()).toBe('00:59:53');
  });
});
