// @vitest-environment happy-dom
// A return to the app must always end in a refresh that reads the server after it: the e2e
// withdrawal flaked when the user came back within 2 s of the 15 s pending poll and the money an
// operator had just returned stayed held on the wallet.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FOCUS_MIN_INTERVAL_MS,
  PENDING_POLL_MS,
  SAME_RETURN_MS,
  createRefreshGate,
  useRefreshOnFocus,
} from './use-refresh-on-focus';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A refresh whose answers the test hands out. */
function reads() {
  const answers: (() => void)[] = [];
  const refresh = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
  const answer = async () => {
    answers.splice(0).forEach((r) => r());
    await vi.advanceTimersByTimeAsync(0);
  };
  return { refresh, answer };
}

const comeBack = () => act(() => void window.dispatchEvent(new Event('focus')));

describe('useRefreshOnFocus', () => {
  it('refreshes when the user comes back within 2 s of the pending poll (once the 2 s are over)', async () => {
    const { refresh, answer } = reads();
    renderHook(() => useRefreshOnFocus(refresh, { pending: true }));
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    expect(refresh).toHaveBeenCalledTimes(1);
    await answer();
    // The operator decides now; the user comes back a moment later.
    await act(() => vi.advanceTimersByTimeAsync(100));
    comeBack();
    await act(() => vi.advanceTimersByTimeAsync(FOCUS_MIN_INTERVAL_MS));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes on the first return even right after the held money appeared', async () => {
    const { refresh } = reads();
    const { rerender } = renderHook(({ pending }) => useRefreshOnFocus(refresh, { pending }), {
      initialProps: { pending: false },
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    rerender({ pending: true });
    await act(() => vi.advanceTimersByTimeAsync(500));
    comeBack();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves no refresh waiting after the screen is gone', async () => {
    const { refresh, answer } = reads();
    const { unmount } = renderHook(() => useRefreshOnFocus(refresh));
    comeBack();
    await answer();
    comeBack();
    unmount();
    await vi.advanceTimersByTimeAsync(FOCUS_MIN_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('createRefreshGate', () => {
  it('answers both events of one return with one refresh', async () => {
    const { refresh, answer } = reads();
    const gate = createRefreshGate(refresh);
    gate.request('return');
    gate.request('return');
    await answer();
    await vi.advanceTimersByTimeAsync(SAME_RETURN_MS - 50);
    gate.request('return');
    await vi.advanceTimersByTimeAsync(FOCUS_MIN_INTERVAL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('coalesces returns inside the interval into one refresh at its end', async () => {
    const { refresh, answer } = reads();
    const gate = createRefreshGate(refresh);
    gate.request('return');
    await answer();
    await vi.advanceTimersByTimeAsync(SAME_RETURN_MS);
    gate.request('return');
    gate.request('return');
    await vi.advanceTimersByTimeAsync(FOCUS_MIN_INTERVAL_MS - SAME_RETURN_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('refreshes again after a poll that was still out when the user came back', async () => {
    const { refresh, answer } = reads();
    const gate = createRefreshGate(refresh);
    gate.request('poll');
    // The poll may have read the server before the decision: the return needs its own read.
    gate.request('return');
    await vi.advanceTimersByTimeAsync(FOCUS_MIN_INTERVAL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);
    await answer();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('opens again after a refresh that throws or fails', async () => {
    let n = 0;
    const gate = createRefreshGate(() => {
      n += 1;
      if (n === 1) throw new Error('sync');
      return Promise.reject(new Error('async'));
    });
    gate.request('return');
    await vi.advanceTimersByTimeAsync(FOCUS_MIN_INTERVAL_MS);
    gate.request('return');
    await vi.advanceTimersByTimeAsync(FOCUS_MIN_INTERVAL_MS);
    gate.request('return');
    expect(n).toBe(3);
  });
});
