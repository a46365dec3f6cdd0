// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionTokens } from './session-store';
import { useSessionStatus } from './use-session-status';

const jwt = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.y`;

afterEach(() => sessionTokens.clear());

describe('useSessionStatus', () => {
  it('follows the tokens as they are stored and cleared', () => {
    const { result } = renderHook(() => useSessionStatus());
    expect(result.current).toBe('anonymous');
    act(() => sessionTokens.set(jwt(Date.now() / 1000 + 600), 'refresh'));
    expect(result.current).toBe('authenticated');
    // What the request layer does on a 401: the screen learns at once.
    act(() => sessionTokens.clear());
    expect(result.current).toBe('anonymous');
  });

  it('counts another tab logging in (the storage event)', () => {
    const { result } = renderHook(() => useSessionStatus());
    localStorage.setItem('refreshToken', 'from-another-tab');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }));
    });
    expect(result.current).toBe('authenticated');
  });
});
