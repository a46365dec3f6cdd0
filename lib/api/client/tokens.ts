// Access and refresh tokens: where they live and when the access token counts as expired.
import { readString, removeKey, STORAGE_KEYS, writeString } from '@/lib/storage';
import { emitSessionChange } from './session-events';

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
    const before = readString(STORAGE_KEYS.accessToken);
    writeString(STORAGE_KEYS.accessToken, access);
    if (refresh) writeString(STORAGE_KEYS.refreshToken, refresh);
    const userId = tokenSubject(access);
    if (before === null || tokenSubject(before) !== userId) emitSessionChange({ userId });
  },
  clear() {
    const had = readString(STORAGE_KEYS.accessToken) !== null || readString(STORAGE_KEYS.refreshToken) !== null;
    removeKey(STORAGE_KEYS.accessToken);
    removeKey(STORAGE_KEYS.refreshToken);
    if (had) emitSessionChange({ userId: null });
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

// The last token decoded and its claims: the session store's snapshot, every read's auth headers
// and every stored answer's key ask about the same token many times while a screen loads (a
// profile of Mine's first load showed the decoding as one of its heaviest functions).
let decoded: { token: string; claims: object | null } | undefined;

function claimsOf(token: string): object | null {
  if (decoded?.token === token) return decoded.claims;
  decoded = { token, claims: decodeClaims(token) };
  return decoded.claims;
}

function decodeClaims(token: string): object | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return typeof claims === 'object' && claims !== null ? Object.freeze(claims) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim (seconds) of a JWT, or null when there is none or it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const claims = claimsOf(token);
  // Not a JWT we can read: treat it as having no expiry and let the server decide.
  if (claims !== null && 'exp' in claims && typeof claims.exp === 'number') return claims.exp;
  return null;
}

/** The `sub` claim (the user id) of a JWT, or null. */
export function tokenSubject(token: string): string | null {
  const claims = claimsOf(token);
  if (claims !== null && 'sub' in claims && typeof claims.sub === 'string') return claims.sub;
  return null;
}

/** A token is expired when now is at or past its expiry. */
export function isExpired(token: string, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && nowMs >= exp * 1000;
}
