'use client';
// useSession(): who is logged in and their account (getInfo, read only when logged in), and
// logout (session-actions.ts: ends the session on the server, then forgets tokens, the stored
// user, cached private reads and the service worker's private caches). `status` comes from the
// tokens (useSessionStatus).
import { useUserInfo } from '@/lib/api/hooks/use-reads';
import { logout } from './session-actions';
import { useSessionStatus } from './use-session-status';

export { useSessionStatus, type SessionStatus } from './use-session-status';

export function useSession() {
  const status = useSessionStatus();
  const info = useUserInfo(status === 'authenticated' ? {} : null);
  return {
    status,
    user: info.data,
    isLoading: status === 'unknown' || (status === 'authenticated' && info.isLoading),
    error: info.error,
    refresh: info.refresh,
    logout,
  };
}
