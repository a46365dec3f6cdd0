// Who is logged in, as far as this device knows: the token store, plus change notifications so
// screens re-render when the request layer stores tokens (login, refresh) or clears them (401).
import { isExpired, localTokenStore, type TokenStore } from '@/lib/api/client/tokens';

type Listener = () => void;

/** A token store that tells `subscribe`rs about every change. */
export function notifyingTokenStore(inner: TokenStore): TokenStore & { subscribe(listener: Listener): () => void } {
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    access: () => inner.access(),
    refresh: () => inner.refresh(),
    set(access, refresh) {
      inner.set(access, refresh);
      emit();
    },
    clear() {
      inner.clear();
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's token store (installed into the request layer by the shell's ApiBridge). */
export const sessionTokens = notifyingTokenStore(localTokenStore);

/**
 * Logged in when there is an access token that has not expired, or a refresh token to get a new
 * one with. The server has the last word: a refused token clears the store (401 → login).
 */
export function hasSession(tokens: TokenStore, nowMs: number): boolean {
  const access = tokens.access();
  if (access && !isExpired(access, nowMs)) return true;
  return Boolean(tokens.refresh());
}

/** Subscribe to this tab's changes and to other tabs' (the storage event). */
export function subscribeSession(listener: Listener): () => void {
  const off = sessionTokens.subscribe(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'accessToken' || event.key === 'refreshToken') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    off();
    window.removeEventListener('storage', onStorage);
  };
}
