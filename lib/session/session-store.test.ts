import { describe, expect, it } from 'vitest';
import { memoryTokenStore } from '@/lib/api/client/tokens';
import { hasSession, notifyingTokenStore } from './session-store';

const jwt = (exp: number) => `x.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.y`;

describe('session store', () => {
  it('counts a live access token or a refresh token as a session', () => {
    const now = 1_000_000_000_000;
    expect(hasSession(memoryTokenStore(), now)).toBe(false);
    expect(hasSession(memoryTokenStore({ access: jwt(now / 1000 + 60) }), now)).toBe(true);
    expect(hasSession(memoryTokenStore({ access: jwt(now / 1000 - 60) }), now)).toBe(false);
    expect(hasSession(memoryTokenStore({ access: jwt(now / 1000 - 60), refresh: 'r' }), now)).toBe(true);
  });

  it('tells subscribers about every set and clear', () => {
    const store = notifyingTokenStore(memoryTokenStore());
    let calls = 0;
    const off = store.subscribe(() => (calls += 1));
    store.set('a', 'r');
    expect(store.access()).toBe('a');
    store.clear();
    expect(store.refresh()).toBeNull();
    off();
    store.set('b', null);
    expect(calls).toBe(2);
  });
});
