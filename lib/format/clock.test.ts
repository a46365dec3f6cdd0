import { describe, expect, it } from 'vitest';
import { formatWeekdayTime } from './clock';

// Friday 27 November 2026, 01:00 and 13:00 UTC.
const night = Date.UTC(2026, 10, 27, 1, 0);
const afternoon = Date.UTC(2026, 10, 27, 13, 0);
const at = (ms: number, locale: string) => formatWeekdayTime(ms, locale, 'UTC');

describe('formatWeekdayTime', () => {
  it("uses each locale's usual clock: 12 h in English without a leading zero, 24 h in French and Chinese", () => {
    expect(at(night, 'en')).toBe('Fri 1:00 AM');
    expect(at(afternoon, 'fr')).toMatch(/13:00$/);
    expect(at(night, 'fr')).toMatch(/01:00$/);
    expect(at(afternoon, 'es')).toMatch(/13:00$/);
    for (const locale of ['zh-CN', 'zh-TW']) {
      expect(at(afternoon, locale)).toMatch(/13:00$/);
      expect(at(night, locale)).not.toMatch(/[上下]午|AM|PM/);
    }
  });
});
