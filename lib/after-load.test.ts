// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load';

function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, { document: { readyState } }) as unknown as Window;
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
});
