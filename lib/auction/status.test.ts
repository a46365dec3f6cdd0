import { describe, expect, it } from 'vitest';
import { auctionStatus, msOfDayIn, parseHhmm, serverClock } from './status';

// 2026-11-22 in Shanghai (UTC+8, no DST): wall-clock HH:mm there = UTC + 8 h.
const shanghai = (hhmm: string, extraMs = 0, dayOffset = 0) =>
  Date.UTC(2026, 10, 22 + dayOffset, 0, 0) - 8 * 3_600_000 + parseHhmm(hhmm) + extraMs;
const day = { startTime: '10:00', endTime: '22:00', timeZone: 'Asia/Shanghai' };
const night = { startTime: '22:00', endTime: '02:00', timeZone: 'Asia/Shanghai' };

describe('auctionStatus', () => {
  it.each([
    { at: '00:00', ms: 0, phase: 'not_started', allowBuy: false },
    { at: '10:00', ms: -1, phase: 'not_started', allowBuy: false, toChange: 1 },
    { at: '10:00', ms: 0, phase: 'bidding', allowBuy: true },
    { at: '22:00', ms: 0, phase: 'bidding', allowBuy: true, toChange: 0 },
    { at: '22:00', ms: 1, phase: 'ended', allowBuy: false },
    { at: '23:59', ms: 59_999, phase: 'ended', allowBuy: false, toChange: 1 },
  ])('same-day window at $at$ms ms → $phase', ({ at, ms, phase, allowBuy, toChange }) => {
    const s = auctionStatus(day, shanghai(at, ms));
    expect(s.phase).toBe(phase);
    expect(s.allowBuy).toBe(allowBuy);
    if (toChange !== undefined) expect(s.msToChange).toBe(toChange);
  });

  it.each([
    { at: '21:59', ms: 59_999, phase: 'not_started' },
    { at: '22:00', ms: 0, phase: 'bidding' },
    { at: '23:59', ms: 59_999, phase: 'bidding' },
    { at: '00:00', ms: 0, phase: 'bidding', dayOffset: 1 },
    { at: '01:30', ms: 0, phase: 'bidding' },
    { at: '02:00', ms: 0, phase: 'bidding' },
    { at: '02:00', ms: 1, phase: 'not_started' },
  ])('window rolling past midnight at $at$ms ms → $phase', ({ at, ms, phase, dayOffset }) => {
    expect(auctionStatus(night, shanghai(at, ms, dayOffset ?? 0)).phase).toBe(phase);
  });

  it('counts down to the start and to the end', () => {
    expect(auctionStatus(day, shanghai('09:00')).msToChange).toBe(3_600_000);
    expect(auctionStatus(day, shanghai('21:00'))).toMatchObject({ msToChange: 3_600_000, nextPhase: 'ended' });
    expect(auctionStatus(night, shanghai('23:00'))).toMatchObject({
      msToChange: 3 * 3_600_000,
      nextPhase: 'not_started',
    });
  });

  it('is open all day, midnight and the last minute included, when the start equals the end', () => {
    const always = { startTime: '00:00', endTime: '00:00', timeZone: 'Asia/Shanghai' };
    for (const [at, ms] of [
      ['00:00', 0],
      ['00:00', 1],
      ['12:00', 0],
      ['23:59', 0],
      ['23:59', 59_999],
    ] as const) {
      expect(auctionStatus(always, shanghai(at, ms))).toMatchObject({
        phase: 'bidding',
        allowBuy: true,
        nextPhase: 'bidding',
      });
    }
    expect(auctionStatus({ ...always, startTime: '09:30', endTime: '09:30' }, shanghai('09:29')).allowBuy).toBe(true);
    expect(auctionStatus(always, shanghai('23:00')).msToChange).toBe(3_600_000);
    // "00:00–23:59" is not the same: it closes for the day's last minute.
    expect(auctionStatus({ ...always, endTime: '23:59' }, shanghai('23:59', 1)).phase).toBe('ended');
  });

  it('reads wall-clock time in the server zone, not the phone zone', () => {
    const instant = Date.UTC(2026, 10, 22, 2, 0); // 10:00 in Shanghai, 02:00 UTC, 21:00 in New York
    expect(msOfDayIn(instant, 'Asia/Shanghai')).toBe(parseHhmm('10:00'));
    expect(msOfDayIn(instant, 'America/New_York')).toBe(parseHhmm('21:00'));
    expect(auctionStatus(day, instant).phase).toBe('bidding');
    expect(auctionStatus({ ...day, timeZone: 'America/New_York' }, instant).phase).toBe('bidding');
    expect(auctionStatus({ ...day, timeZone: 'UTC' }, instant).phase).toBe('not_started');
  });

  it('uses server time when the phone clock is 10 minutes off', () => {
    const server = shanghai('09:55');
    const phoneAhead = server + 10 * 60_000; // the phone thinks it is already 10:05
    const now = serverClock(server, phoneAhead);
    expect(auctionStatus(day, phoneAhead).phase).toBe('bidding'); // trusting the phone would be wrong
    expect(auctionStatus(day, now(phoneAhead)).phase).toBe('not_started');
    expect(auctionStatus(day, now(phoneAhead + 5 * 60_000)).phase).toBe('bidding');
    expect(auctionStatus(day, now(phoneAhead + 5 * 60_000 - 1)).phase).toBe('not_started');
  });

  it('refuses times that are not HH:mm', () => {
    expect(() => auctionStatus({ ...day, startTime: '24:00' }, 0)).toThrow(RangeError);
  });
});
