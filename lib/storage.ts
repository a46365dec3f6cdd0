// The app's local storage keys (docs/architecture.md, section 3) and safe accessors: storage can be
// missing (SSR, prerender) or throw (private mode, quota), and neither may crash a screen.

/** Keys of the last-seen answers: `lastSeen:<user>:<read>` (lib/api/hooks/last-seen.ts; also read
 * by the page's inline script, lib/api/client/last-seen-photos-script.ts). */
export const LAST_SEEN_PREFIX = 'lastSeen:';

/** The read part of a last-seen key: one read's call, input and locale (fetchCall stores under it). */
export function lastSeenReadKey(name: string, input: unknown, locale: string | null): string {
  return JSON.stringify([name, input, locale]);
}

/**
 * The text part of a last-seen key: a value a screen showed, as it was shown (formatted, in the
 * key's locale), for the page's inline script to put in the skeleton's text slot
 * (lib/api/client/last-seen-texts-script.ts). Stored under the user like an answer, dropped with them.
 */
export function lastSeenTextKey(name: string, locale: string): string {
  return JSON.stringify(['text', name, locale]);
}

/** The longest text kept for a text slot (a formatted balance is a few dozen characters). */
export const LAST_SEEN_TEXT_MAX = 64;

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  allDictList: 'allDictList',
  info: 'info',
  invitationCode: 'invitationCode',
  /** The user's chosen language; not in the spec's list, ours. */
  locale: 'locale',
  /** When the user last dismissed the install hint (epoch ms); ours (docs/pwa.md). */
  installHintDismissedAt: 'installHintDismissedAt',
  /** The goods lists' last few searches, newest first (a JSON array of strings); ours. */
  recentSearches: 'recentSearches',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota or private mode: the value is simply not remembered.
  }
}

export function removeKey(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
