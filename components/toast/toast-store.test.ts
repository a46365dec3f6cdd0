import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, peekToast, subscribeToasts, TOAST_DEFAULT_MS, toast } from './toast-store';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it('shows a message for 2000 ms by default (spec section 9)', () => {
    expect(TOAST_DEFAULT_MS).toBe(2000);
    toast('Content copied');
    expect(peekToast()).toMatchObject({ message: 'Content copied', duration: 2000 });
    vi.advanceTimersByTime(1999);
    expect(peekToast()?.message).toBe('Content copied');
    vi.advanceTimersByTime(1);
    expect(peekToast()).toBeNull();
  });

  it('replaces the toast on screen and restarts the clock', () => {
    toast('first', { duration: 500 });
    vi.advanceTimersByTime(400);
    toast('second', { duration: 500 });
    vi.advanceTimersByTime(400);
    expect(peekToast()?.message).toBe('second');
    vi.advanceTimersByTime(100);
    expect(peekToast()).toBeNull();
  });

  it('tells subscribers about every change', () => {
    let calls = 0;
    const stop = subscribeToasts(() => calls++);
    toast('x');
    vi.advanceTimersByTime(TOAST_DEFAULT_MS);
    stop();
    toast('y');
    expect(calls).toBe(2);
  });
});
