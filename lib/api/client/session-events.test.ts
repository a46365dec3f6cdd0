import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionChange, type SessionChange } from './session-events';
import { fakeJwt } from './test-server';
import { localTokenStore, tokenSubject } from './tokens';

/** A Map-backed localStorage for the node test environment. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('session change events', () => {
  let seen: SessionChange[];
  let off: () => void;
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    seen = [];
    off = onSessionChange((c) => seen.push(c));
  });
  afterEach(() => {
    off();
    vi.unstubAllGlobals();
  });

  it('reads the user id from a token', () => {
    expect(tokenSubject(fakeJwt(1, '42'))).toBe('42');
    expect(tokenSubject('not-a-jwt')).toBeNull();
  });

  it('fires on login, on another user and on logout, not on a refresh of the same user', () => {
    localTokenStore.set(fakeJwt(100, 'a'), 'r1');
    localTokenStore.set(fakeJwt(200, 'a'), 'r2');
    localTokenStore.set(fakeJwt(300, 'b'), 'r3');
    localTokenStore.clear();
    localTokenStore.clear();
    expect(seen).toEqual([{ userId: 'a' }, { userId: 'b' }, { userId: null }]);
  });

  it('stops after unsubscribing', () => {
    off();
    localTokenStore.set(fakeJwt(100, 'a'), 'r1');
    expect(seen).toEqual([]);
  });
});
