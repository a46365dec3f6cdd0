'use client';
// useSession(): who is logged in and their account (getInfo, read only when logged in), and
// logout. `status` comes from the tokens (useSessionStatus).
import { useCallback } from 'react';
import { invalidateAll } from '@/lib/api/hooks/invalidate';
import { useUserInfo } from '@/lib/api/hooks/use-reads';
import { sessionTokens } from './session-store';
import { useSessionStatus } from './use-session-status';

export { useSessionStatus, type SessionStatus } from './use-session-status';

export function useSession() {
  const status = useSessionStatus();
  const info = useUserInfo(status === 'authenticated' ? {} : null);
  const logout = useCallback(async () => {
    sessionTokens.clear();
    await invalidateAll();
  }, []);
  return {
    status,
    user: info.data,
    isLoading: status === 'unknown' || (status === 'authenticated' && info.isLoading),
    error: info.error,
    refresh: info.refresh,
    logout,
  };
}
