import { describe, expect, it } from 'vitest';
import { eachAtMost } from './each-at-most';

describe('eachAtMost: a few tasks at a time', () => {
  const later = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

  it('runs every task, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachAtMost([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await later();
      running -= 1;
      done.push(n);
    });
    expect(most).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = eachAtMost([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      if (n === 2) throw new Error('HTTP 503');
      await later();
    });
    await expect(run).rejects.toThrow('HTTP 503');
    // 1 was running when 2 failed; it finished (give it the time), and no third page was fetched.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([1, 2]);
  });

  it('does nothing for no items', async () => {
    await expect(eachAtMost([], 3, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});
