import { describe, expect, it } from 'vitest';
import { isSameDay, listTime } from './time';

// Local wall-clock instants (the chat shows times in the device's zone), as ISO strings.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('chat times', () => {
  it('puts a day divider between two local calendar days, not inside one', () => {
    expect(isSameDay(at(2026, 11, 23, 0, 1), at(2026, 11, 23, 23, 59))).toBe(true);
    expect(isSameDay(at(2026, 11, 23, 23, 59), at(2026, 11, 24, 0, 1))).toBe(false);
  });

  it('lists today by its time, yesterday by the word (also across a month and a year), else the date', () => {
    const now = new Date(2026, 0, 1, 9, 0);
    expect(listTime(at(2026, 1, 1, 8, 5), 'en', now, 'Yesterday')).toBe('8:05 AM');
    expect(listTime(at(2025, 12, 31, 23, 0), 'en', now, 'Yesterday')).toBe('Yesterday');
    expect(listTime(at(2025, 12, 30, 23, 0), 'en', now, 'Yesterday')).toBe('12/30/25');
    const march = new Date(2026, 2, 1, 9, 0);
    expect(listTime(at(2026, 2, 28, 10, 0), 'en', march, 'Yesterday')).toBe('Yesterday');
    expect(listTime(at(2026, 2, 27, 10, 0), 'en', march, 'Yesterday')).toBe('Feb 27');
  });
});
