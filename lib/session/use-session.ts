'use client';
// useSession(): who is logged in (`status`, from the tokens: useSessionStatus) and their account
// as a read like any other ({ data, error, isLoading, refresh }: getInfo, read only when logged
// in), so a screen hands it to CallView as it is; plus logout (session-actions.ts: ends the
// session on the server, then forgets tokens, the stored user, cached private reads and the
// service worker's private caches).
import { useUserInfo } from '@/lib/api/hooks/use-reads';
import type { Read } from '@/lib/api/hooks/use-call';
import type { CallResult } from '@/lib/api/registry';
import { logout } from './session-actions';
import { useSessionStatus, type SessionStatus } from './use-session-status';

export { useSessionStatus, type SessionStatus } from './use-session-status';

export type SessionUser = CallResult<'getInfo'>;

export interface Session extends Read<SessionUser> {
  status: SessionStatus;
  logout: typeof logout;
}

export function useSession(): Session {
  const status = useSessionStatus();
  const info = useUserInfo(status === 'authenticated' ? {} : null);
  return {
    status,
    data: info.data,
    // Loading until the tokens are read, and while a logged-in user's account is on its way.
    isLoading: status === 'unknown' || (status === 'authenticated' && info.isLoading),
    error: info.error,
    refresh: info.refresh,
    logout,
  };
}
