// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionTokens } from './session-store';
import { useSession } from './use-session';

afterEach(() => sessionTokens.clear());

describe('useSession', () => {
  it('answers the read shape: logged out it is settled, with no account and nothing to wait for', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ status: 'anonymous', data: undefined, error: undefined, isLoading: false });
    expect(typeof result.current.refresh).toBe('function');
    expect(typeof result.current.logout).toBe('function');
  });
});
