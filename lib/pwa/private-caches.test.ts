import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/lib/api/client/test-server';
import { localTokenStore } from '@/lib/api/client/tokens';
import { forgetPrivateCachesOnSessionChange } from './private-caches';
import type { SwMessage } from './sw-protocol';

describe('private caches', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells the worker to clear them on login, another user and logout, not on a token refresh', () => {
    const sent: SwMessage[] = [];
    const stop = forgetPrivateCachesOnSessionChange((m) => sent.push(m));
    localTokenStore.set(fakeJwt(100, 'alice'), 'r');
    localTokenStore.set(fakeJwt(200, 'alice'), 'r2');
    expect(sent).toHaveLength(1);
    localTokenStore.clear();
    localTokenStore.set(fakeJwt(300, 'bob'), 'r3');
    localTokenStore.set(fakeJwt(400, 'carol'), 'r4');
    expect(sent).toEqual(Array.from({ length: 4 }, () => ({ type: 'CLEAR_PRIVATE_CACHES' })));
    stop();
    localTokenStore.clear();
    expect(sent).toHaveLength(4);
  });
});
