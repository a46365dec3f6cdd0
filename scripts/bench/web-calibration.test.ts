import { describe, expect, it } from 'vitest';
import { checkTargets, longestAfter, longTasksOf, slowdownFor, type RouteFigures } from './web-calibration';

describe('calibrated Lighthouse (issue 39)', () => {
  it('slows the CPU by max(4, benchmarkIndex ÷ 500)', () => {
    expect(slowdownFor(2194)).toBe(4.39);
    expect(slowdownFor(2100)).toBe(4.2);
    expect(slowdownFor(1200)).toBe(4);
    expect(() => slowdownFor(Number.NaN)).toThrow(/benchmarkIndex/);
    expect(() => slowdownFor(0)).toThrow(/benchmarkIndex/);
  });

  it('reads the long tasks and the longest after the first paint', () => {
    const lhr = {
      audits: {
        'long-tasks': {
          details: {
            items: [
              { url: 'http://x/_next/static/chunks/framework.js', startTime: 400, duration: 180 },
              { url: 'http://x/_next/static/chunks/app.js', startTime: 1900, duration: 120 },
              { url: 'Unattributable', startTime: 2100, duration: 60 },
            ],
          },
        },
      },
    };
    const tasks = longTasksOf(lhr);
    expect(tasks).toHaveLength(3);
    expect(longestAfter(tasks, 1000)).toBe(120);
    expect(longestAfter(tasks, 3000)).toBe(0);
    expect(longTasksOf({ audits: {} })).toEqual([]);
  });

  const floor: RouteFigures = { score: 96, lcp: 1800, tbt: 213, cls: 0, longTask: 90 };
  it('holds a route to the floor of the same run where the floor is below 97', () => {
    const ok = checkTargets('en/home/', { score: 94, lcp: 2400, tbt: 260, cls: 0.01, longTask: 99 }, floor);
    expect(ok).toMatchObject({ ok: true, failed: [] });
    expect(ok.bounds).toMatchObject({ score: '≥ 94', tbt: '≤ 263 ms', longTask: '≤ 100 ms' });
    const bad = checkTargets('en/mine/', { score: 82, lcp: 2600, tbt: 700, cls: 0.05, longTask: 300 }, floor);
    expect(bad.ok).toBe(false);
    expect(bad.failed).toEqual([
      'score 82 < 94',
      'TBT 700 > 263 ms',
      'LCP 2600 > 2500 ms',
      'CLS 0.050 > 0.02',
      'longest task 300 > 100 ms',
    ]);
  });

  it('asks 95 and 200 ms where the floor scores 97 or more', () => {
    const quiet: RouteFigures = { score: 99, lcp: 1200, tbt: 50, cls: 0, longTask: 60 };
    const r = checkTargets('en/goods/', { score: 95, lcp: 2000, tbt: 201, cls: 0, longTask: 80 }, quiet);
    expect(r.failed).toEqual(['TBT 201 > 200 ms']);
    expect(r.bounds.score).toBe('≥ 95');
  });
});
