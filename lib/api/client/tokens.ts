// Access and refresh tokens: where they live and when the access token counts as expired.
import { readString, removeKey, STORAGE_KEYS, writeString } from '@/lib/storage';

export interface TokenStore {
  access: () => string | null;
  refresh: () => string | null;
  set: (access: string, refresh: string | null) => void;
  clear: () => void;
}

/** The app's store: local storage under STORAGE_KEYS.accessToken / refreshToken. */
export const localTokenStore: TokenStore = {
  access: () => readString(STORAGE_KEYS.accessToken),
  refresh: () => readString(STORAGE_KEYS.refreshToken),
  set(access, refresh) {
    writeString(STORAGE_KEYS.accessToken, access);
    if (refresh) writeString(STORAGE_KEYS.refreshToken, refresh);
  },
  clear() {
    removeKey(STORAGE_KEYS.accessToken);
    removeKey(STORAGE_KEYS.refreshToken);
  },
};

/** An in-memory store (tests, or a tab where storage is unavailable). */
export function memoryTokenStore(initial?: { access?: string; refresh?: string }): TokenStore {
  let access = initial?.access ?? null;
  let refresh = initial?.refresh ?? null;
  return {
    access: () => access,
    refresh: () => refresh,
    set(nextAccess, nextRefresh) {
      access = nextAccess;
      if (nextRefresh) refresh = nextRefresh;
    },
    clear() {
      access = null;
      refresh = null;
    },
  };
}

function decodeBase64Url(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The `exp` claim (seconds) of a JWT, or null when there is none or it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number')
      return claims.exp;
  } catch {
    // Not a JWT we can read: treat it as having no expiry and let the server decide.
  }
  return null;
}

/** Spec §4: a token is expired when now is at or past its expiry. */
export function isExpired(token: string, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && nowMs >= exp * 1000;
}
