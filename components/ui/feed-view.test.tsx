// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/client/api-error';
import en from '@/messages/en.json';
import { FeedView, feedPhase, type FeedState } from './feed-view';
import { SkeletonGroup } from './skeleton';
import { EmptyState } from './states';
import { fakeIntersectionObserver, renderEn } from './test-utils';

let io: ReturnType<typeof fakeIntersectionObserver>;
beforeEach(() => {
  io = fakeIntersectionObserver();
});
afterEach(cleanup);

const failure = () => new ApiError({ code: 5, message: 'x', key: 'errors.network', shown: false });

function feed(over: Partial<FeedState<string>> = {}): FeedState<string> {
  return {
    items: [],
    error: undefined,
    isLoading: false,
    isLoadingMore: false,
    hasMore: false,
    loadMore: vi.fn(),
    refresh: vi.fn(() => Promise.resolve()),
    ...over,
  };
}

const view = (state: FeedState<string>, extra: { inline?: boolean; header?: string } = {}) =>
  renderEn(
    <FeedView
      feed={state}
      skeleton={<SkeletonGroup label="Loading rows">…</SkeletonGroup>}
      loadingMore={<p>more rows coming</p>}
      empty={<EmptyState title="No rows yet" />}
      endText="That is all"
      header={extra.header ? <p>{extra.header}</p> : undefined}
      inline={extra.inline}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </FeedView>,
  );

describe('feedPhase', () => {
  it('is loading before the first page (more may come), empty only once nothing more can', () => {
    expect(feedPhase(feed({ isLoading: true }))).toBe('loading');
    expect(feedPhase(feed({ hasMore: true }))).toBe('loading');
    expect(feedPhase(feed())).toBe('empty');
    expect(feedPhase(feed({ error: failure(), hasMore: true }))).toBe('error');
    expect(feedPhase(feed({ items: ['a'], error: failure() }))).toBe('items');
  });
});

describe('FeedView', () => {
  it('shows the skeleton until the first page, and no rows', () => {
    view(feed({ isLoading: true, hasMore: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading rows');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the translated reason of a failed first page with Retry, which refreshes', () => {
    const state = feed({ error: failure(), hasMore: true });
    view(state);
    expect(screen.getByRole('alert').textContent).toContain(en.errors.network);
    expect(screen.getByRole('heading', { name: en.ui.errorTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.ui.retry }));
    expect(state.refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state inside the list (a pull refreshes it), without the end line', async () => {
    const state = feed();
    view(state, { header: '0 results' });
    expect(screen.getByRole('heading', { name: 'No rows yet' })).toBeTruthy();
    expect(screen.getByText('0 results')).toBeTruthy();
    expect(screen.queryByText('That is all')).toBeNull();
    const target = screen.getByText('No rows yet');
    await act(() => {
      fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
      fireEvent.touchMove(target, { touches: [{ clientY: 300 }] });
      fireEvent.touchEnd(target, { touches: [] });
      return Promise.resolve();
    });
    expect(state.refresh).toHaveBeenCalledTimes(1);
  });

  it('lists the rows, asks for the next page at the bottom, and says the end once all are there', () => {
    const state = feed({ items: ['vase', 'bowl'], hasMore: true });
    const { rerender } = view(state);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['vase', 'bowl']);
    act(() => io.intersect());
    expect(state.loadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('That is all')).toBeNull();
    rerender(
      <FeedView feed={{ ...state, hasMore: false }} skeleton={null} empty={null} endText="That is all">
        {(items) => <p>{items.join(',')}</p>}
      </FeedView>,
    );
    expect(screen.getByText('That is all')).toBeTruthy();
  });

  it('keeps the rows when the next page fails and retries that page inline', () => {
    const state = feed({ items: ['vase'], hasMore: true, error: failure() });
    view(state);
    expect(screen.getByText('vase')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.ui.errorTitle })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.ui.retry }));
    expect(state.loadMore).toHaveBeenCalledTimes(1);
    expect(state.refresh).not.toHaveBeenCalled();
  });

  it('shows the next page skeleton under the rows while it loads', () => {
    view(feed({ items: ['vase'], hasMore: true, isLoadingMore: true }));
    expect(screen.getByText('more rows coming')).toBeTruthy();
  });

  it('inline: the rows as they are (no reach-bottom) and a compact error', () => {
    const { unmount } = view(feed({ items: ['vase'], hasMore: true }), { inline: true });
    expect(screen.getByText('vase')).toBeTruthy();
    expect(screen.queryByTestId('pull-indicator')).toBeNull();
    expect(io.count).toBe(0);
    unmount();
    view(feed({ error: failure() }), { inline: true });
    expect(screen.getByRole('alert').textContent).toContain(en.errors.network);
    expect(screen.queryByRole('heading', { name: en.ui.errorTitle })).toBeNull();
  });
});
