// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { InfiniteList, PULL_THRESHOLD_PX, REACH_BOTTOM_DEBOUNCE_MS } from './infinite-list';
import { fakeIntersectionObserver, renderEn } from './test-utils';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let io: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  io = fakeIntersectionObserver();
});

function list(props: Partial<Parameters<typeof InfiniteList>[0]> = {}) {
  return (
    <InfiniteList hasMore isLoadingMore={false} onLoadMore={() => undefined} {...props}>
      <p>items</p>
    </InfiniteList>
  );
}

describe('InfiniteList', () => {
  it('asks for the next page when the end comes into view, at most once per 350 ms', () => {
    vi.useFakeTimers();
    const onLoadMore = vi.fn();
    renderEn(list({ onLoadMore }));
    act(() => io.intersect());
    act(() => io.intersect());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(REACH_BOTTOM_DEBOUNCE_MS);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask while a page loads, at the end, or after a failure', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderEn(list({ onLoadMore, isLoadingMore: true }));
    act(() => io.intersect());
    rerender(list({ onLoadMore, hasMore: false }));
    act(() => io.intersect());
    rerender(list({ onLoadMore, error: new Error('x') }));
    act(() => io.intersect());
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('shows a failed page under the items with Retry', () => {
    const onLoadMore = vi.fn();
    renderEn(list({ onLoadMore, error: new Error('offline') }));
    expect(screen.getByText('items')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.ui.retry }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('refreshes on a pull past 45 px from the top, not on a shorter one', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    renderEn(list({ onRefresh }));
    const target = screen.getByText('items');
    const pull = (dy: number) => {
      fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
      fireEvent.touchMove(target, { touches: [{ clientY: 100 + dy }] });
      fireEvent.touchEnd(target, { touches: [] });
    };
    pull(PULL_THRESHOLD_PX); // half-speed indicator: 22 px, under the threshold
    expect(onRefresh).not.toHaveBeenCalled();
    await act(() => {
      pull(PULL_THRESHOLD_PX * 2 + 10);
      return Promise.resolve();
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
