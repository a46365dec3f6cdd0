// @vitest-environment happy-dom
// CallView renders an arriving answer at transition priority (useDeferredValue), so a screenful of
// content never renders inside the synchronous update SWR's store triggers; a read with no answer
// shows its skeleton at once, never the previous key's answer.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CallView, type ReadState } from './call-view';

afterEach(cleanup);

const read = (data: string | undefined): ReadState<string> => ({
  data,
  error: undefined,
  isLoading: data === undefined,
  refresh: () => undefined,
});

function setup() {
  const log: string[] = [];
  function Skeleton() {
    log.push('skeleton');
    return <p>loading</p>;
  }
  const view = (data: string | undefined) => (
    <CallView call={read(data)} skeleton={<Skeleton />}>
      {(d) => {
        log.push(`content:${d}`);
        return <p>{d}</p>;
      }}
    </CallView>
  );
  return { log, view };
}

describe('CallView', () => {
  it('keeps the skeleton in the urgent render and renders an arriving answer in a deferred one', () => {
    const { log, view } = setup();
    const { rerender, container } = render(view(undefined));
    log.length = 0;
    rerender(view('vase'));
    expect(log).toEqual(['skeleton', 'content:vase']);
    expect(container.textContent).toBe('vase');
  });

  it('renders a later answer at once, once (no deferred second pass)', () => {
    const { log, view } = setup();
    const { rerender, container } = render(view('vase'));
    log.length = 0;
    rerender(view('bowl'));
    expect(log).toEqual(['content:bowl']);
    expect(container.textContent).toBe('bowl');
  });

  it('shows the skeleton at once when the answer goes away (a new key), never the old answer', () => {
    const { log, view } = setup();
    const { rerender, container } = render(view('vase'));
    log.length = 0;
    rerender(view(undefined));
    expect(log).toEqual(['skeleton']);
    expect(container.textContent).toBe('loading');
  });
});
