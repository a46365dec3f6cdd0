import { describe, expect, it } from 'vitest';
import { nextWindowStart } from './next-start';

const UTC = { startTime: '10:00', endTime: '20:00', timeZone: 'UTC' };
const at = (iso: string) => Date.parse(iso);

describe('nextWindowStart', () => {
  it('is today’s start before the window', () => {
    expect(nextWindowStart(UTC, at('2026-11-23T08:30:00Z'))).toBe(at('2026-11-23T10:00:00Z'));
  });
  it('is null while bidding', () => {
    expect(nextWindowStart(UTC, at('2026-11-23T12:00:00Z'))).toBeNull();
    expect(nextWindowStart(UTC, at('2026-11-23T20:00:00Z'))).toBeNull();
  });
  it('is tomorrow’s start after the end', () => {
    expect(nextWindowStart(UTC, at('2026-11-23T21:15:00Z'))).toBe(at('2026-11-24T10:00:00Z'));
  });
  it('follows the window’s zone', () => {
    const shanghai = { ...UTC, timeZone: 'Asia/Shanghai' };
    // 23:00 in Shanghai (15:00 UTC) is after the end: tomorrow 10:00 Shanghai = 02:00 UTC.
    expect(nextWindowStart(shanghai, at('2026-11-23T15:00:00Z'))).toBe(at('2026-11-24T02:00:00Z'));
  });
  it('handles a window past midnight', () => {
    const night = { startTime: '22:00', endTime: '02:00', timeZone: 'UTC' };
    expect(nextWindowStart(night, at('2026-11-23T03:00:00Z'))).toBe(at('2026-11-23T22:00:00Z'));
    expect(nextWindowStart(night, at('2026-11-23T01:00:00Z'))).toBeNull();
  });
});
