// Logging in and out, beyond the tokens the request layer stores:
// - after login: read the user (getInfo, which the request layer keeps as `info`) so screens have
//   it at once, and refresh every cached read (they were read as nobody);
// - logout: the server ends the session first (its refresh token and, at once, its access tokens),
//   then this phone forgets the tokens, the stored user, every cached private read and the service
//   worker's private caches, and the browser's Web Push subscription is ended too (the server
//   dropped its copy with the session; components/shell's ApiBridge does the same when the session
//   ends otherwise, e.g. a refused refresh token). A failed logout call (offline, session already ended) still logs out
//   here: the tokens are gone from the phone, and the server's session expires on its own.
import { callApi } from '@/lib/api/client/request';
import { unsubscribePush } from '@/lib/notify/push-client';
import { clearPrivateReads, invalidateAll } from '@/lib/api/hooks/invalidate';
import { postToServiceWorker } from '@/lib/pwa/sw-post';
import { SW_MESSAGES } from '@/lib/pwa/sw-protocol';
import { removeKey, STORAGE_KEYS } from '@/lib/storage';
import { sessionTokens } from './session-store';

export async function completeLogin(): Promise<void> {
  await callApi('getInfo', {}, { toast: false, catch: true }).catch(() => undefined);
  await invalidateAll();
}

/**
 * `leave` starts the screen's way out (Mine and Settings go home) before this phone forgets the
 * session: a gated screen's LoginGate sees a navigation under way and does not also send the
 * user to the login screen (two navigations raced, and the screen could stay where it was).
 */
export async function logout(leave?: () => void): Promise<void> {
  if (sessionTokens.access() !== null || sessionTokens.refresh() !== null) {
    try {
      await callApi('logout', {}, { toast: false, catch: true });
    } catch {
      // Offline or already ended: logging out on this phone goes on regardless.
    }
  }
  await forgetSession(leave);
}

/**
 * This phone's half of logging out, for a session the server has already ended (a deleted
 * account: asking the server to log out would only meet a 401).
 */
export async function forgetSession(leave?: () => void): Promise<void> {
  await unsubscribePush();
  leave?.();
  sessionTokens.clear();
  removeKey(STORAGE_KEYS.info);
  postToServiceWorker({ type: SW_MESSAGES.clearPrivate });
  await clearPrivateReads();
}
