import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOnline, reportNetwork, subscribeOnline, trackedFetch } from './connectivity';

describe('connectivity', () => {
  let onLine: boolean;
  beforeEach(() => {
    onLine = true;
    vi.stubGlobal('navigator', {
      get onLine() {
        return onLine;
      },
    });
    reportNetwork(true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows navigator.onLine', () => {
    expect(isOnline()).toBe(true);
    onLine = false;
    expect(isOnline()).toBe(false);
  });

  it('a failed request means offline until one succeeds, and notifies', async () => {
    const changes = vi.fn();
    const off = subscribeOnline(changes);
    const down = trackedFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down('/api/x')).rejects.toThrow('Failed to fetch');
    expect(isOnline()).toBe(false);
    const up = trackedFetch(() => Promise.resolve(new Response('{}', { status: 503 })));
    await up('/api/x');
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    off();
  });

  it('an aborted request says nothing about the network', async () => {
    const aborted = trackedFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(aborted('/api/x')).rejects.toThrow('aborted');
    expect(isOnline()).toBe(true);
  });
});
