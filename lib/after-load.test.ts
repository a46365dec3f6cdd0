// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, IDLE_TIMEOUT_MS } from './after-load';

function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, { document: { readyState } }) as unknown as Window;
}

/** A window with requestIdleCallback: `idle()` runs what waits for idle time. */
function idleWindow(readyState: DocumentReadyState) {
  const waiting = new Map<number, () => void>();
  const timeouts: (number | undefined)[] = [];
  let next = 1;
  const win = Object.assign(new EventTarget(), {
    document: { readyState },
    requestIdleCallback: (cb: () => void, options?: { timeout?: number }) => {
      timeouts.push(options?.timeout);
      waiting.set(next, cb);
      return next++;
    },
    cancelIdleCallback: (id: number) => waiting.delete(id),
  }) as unknown as Window;
  const idle = () => {
    const due = [...waiting.values()];
    waiting.clear();
    for (const cb of due) cb();
  };
  return { win, idle, timeouts, waiting };
}

describe('afterLoad', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then runs in a task of its own', () => {
    vi.useFakeTimers();
    const win = fakeWindow('interactive');
    const run = vi.fn();
    afterLoad(run, win);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs soon when the page has already loaded', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterLoad(run, fakeWindow('complete'));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after the load event', () => {
    vi.useFakeTimers();
    const before = fakeWindow('loading');
    const run = vi.fn();
    afterLoad(run, before)();
    before.dispatchEvent(new Event('load'));
    const after = fakeWindow('complete');
    afterLoad(run, after)();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs in idle time after the load event where the browser has requestIdleCallback', () => {
    vi.useFakeTimers();
    const { win, idle, timeouts } = idleWindow('loading');
    const run = vi.fn();
    afterLoad(run, win);
    idle();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    // Not in a plain task: only the idle callback runs it.
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    idle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(timeouts).toEqual([IDLE_TIMEOUT_MS]);
  });

  it('cancels a pending idle callback', () => {
    const { win, idle, waiting } = idleWindow('complete');
    const run = vi.fn();
    const cancel = afterLoad(run, win);
    expect(waiting.size).toBe(1);
    cancel();
    expect(waiting.size).toBe(0);
    idle();
    expect(run).not.toHaveBeenCalled();
  });
});
