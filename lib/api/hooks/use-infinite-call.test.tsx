// @vitest-environment happy-dom
// useInfiniteCall: the first page's items reach the screen in a deferred render (the list keeps
// its skeleton — isLoading — in the urgent one); later pages arrive at once.
import { act, cleanup, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';

const pages = new Map<number, { items: { id: number }[]; total: number; page: number; pageSize: number }>();
const log: string[] = [];
vi.mock('../client/request', () => ({
  callApi: (_name: string, input: { page: number }) =>
    Promise.resolve().then(() => {
      log.push(`answer ${input.page}`);
      return pages.get(input.page);
    }),
}));

const { useInfiniteCall } = await import('./use-infinite-call');

afterEach(cleanup);

function List() {
  const feed = useInfiniteCall('getProductList', {}, 2);
  log.push(`${feed.isLoading ? 'loading' : 'ready'}:${feed.items.map((i) => i.id).join(',')}`);
  return <button onClick={feed.loadMore}>more</button>;
}

describe('useInfiniteCall', () => {
  it('defers the first page, shows later pages at once', async () => {
    pages.set(1, { items: [{ id: 1 }, { id: 2 }], total: 3, page: 1, pageSize: 2 });
    pages.set(2, { items: [{ id: 3 }], total: 3, page: 2, pageSize: 2 });
    const { getByRole } = render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <List />
      </SWRConfig>,
    );
    await act(() => new Promise((r) => setTimeout(r, 20)));
    // After the answer, the urgent render still says loading with no items; the deferred one
    // shows them.
    const answered = log.indexOf('answer 1');
    expect(log.slice(answered + 1, answered + 3)).toEqual(['loading:', 'ready:1,2']);
    log.length = 0;
    await act(async () => {
      getByRole('button').click();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(log).toContain('answer 2');
    expect(log.at(-1)).toBe('ready:1,2,3');
    expect(log.filter((l) => l.startsWith('loading'))).toEqual([]);
  });
});
