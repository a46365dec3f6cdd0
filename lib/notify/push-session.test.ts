// The push subscription ends when the session does, however it ends (a refused token clears the
// store); logging in, or a refresh that stores new tokens, leaves it alone.
import { describe, expect, it, vi } from 'vitest';
import { notifyingTokenStore } from '@/lib/session/session-store';
import { unsubscribePushWhenSessionEnds } from './push-session';

function memoryTokens() {
  let access: string | null = null;
  let refresh: string | null = null;
  return notifyingTokenStore({
    access: () => access,
    refresh: () => refresh,
    set(a, r) {
      access = a;
      refresh = r ?? refresh;
    },
    clear() {
      access = null;
      refresh = null;
    },
  });
}

describe('unsubscribePushWhenSessionEnds', () => {
  it('unsubscribes once when the session ends, not on login or refresh', () => {
    const tokens = memoryTokens();
    const end = vi.fn(() => Promise.resolve());
    const stop = unsubscribePushWhenSessionEnds(tokens, end);
    tokens.set('a1', 'r1');
    tokens.set('a2', 'r2');
    expect(end).not.toHaveBeenCalled();
    tokens.clear();
    expect(end).toHaveBeenCalledTimes(1);
    tokens.clear();
    expect(end).toHaveBeenCalledTimes(1);
    stop();
    tokens.set('a3', 'r3');
    tokens.clear();
    expect(end).toHaveBeenCalledTimes(1);
  });
});
