// The last answer of each read, kept in local storage so the screens a user has seen open offline
// (home, lists, item details, profile, balance), marked "as of" the time it was fetched
// (docs/pwa.md, "Last seen, offline"). Per user: an answer is stored under the user it was read
// for (the access token's `sub`, or no one) and recalled only for that same user; every answer is
// dropped when who is logged in changes (logout, another user, an expired session), so the next
// user of the phone never sees the previous one's profile or balance, online or offline.
//
// Only a network failure recalls a stored answer: a 4xx or a 5xx is the server's answer and is
// shown as such.
import { onSessionChange } from '../client/session-events';
import { apiConfig } from '../client/config';
import { tokenSubject } from '../client/tokens';
import { LAST_SEEN_PREFIX, LAST_SEEN_TEXT_MAX, lastSeenTextKey } from '@/lib/storage';

/**
 * The reads kept: what a user browses and their own summary, the platform's receiving accounts
 * (GetBankInfo: the recharge page's bank details open offline), the user's watchlist (an item
 * offline shows the heart it last knew) and the chat list and each group's newest page
 * (lib/realtime/index.ts sends only those through here: offline the chat shows what was last
 * seen). Not kept: the user's own card and identity data (GetUserBankInfo, getIdentity), the
 * auction window (a stale `now` would show a wrong status), older chat pages, and what the
 * service worker already keeps (articles, the dictionary).
 */
export const LAST_SEEN_READS: ReadonlySet<string> = new Set([
  'getProductList',
  'getProduct',
  'GetProductTypeList',
  'GetTzPriceData',
  'GetNotice',
  'orderList',
  'getInfo',
  'WalletsPage',
  'RechargePage',
  'GetBankInfo',
  'GetWatchList',
  'chatGroups',
  'chatHistory',
  'GetAddressList',
  'GetTeamList',
]);

/** An answer larger than this (serialised) is not kept. */
const MAX_ENTRY_CHARS = 200_000;

const PREFIX = LAST_SEEN_PREFIX;
const INDEX = 'lastSeenIndex';
/** Distinct answers kept (the oldest go first): a day of browsing, well under storage quotas. */
export const LAST_SEEN_LIMIT = 80;

export interface Seen<T> {
  data: T;
  /** Epoch ms when it was fetched. */
  at: number;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function currentUser(): string {
  const access = apiConfig().tokens.access();
  return (access === null ? null : tokenSubject(access)) ?? '-';
}

const entryKey = (user: string, key: string) => `${PREFIX}${user}:${key}`;

function readIndex(s: Storage): { k: string; at: number }[] {
  try {
    const parsed: unknown = JSON.parse(s.getItem(INDEX) ?? '[]');
    return Array.isArray(parsed) ? (parsed as { k: string; at: number }[]) : [];
  } catch {
    return [];
  }
}

/** Keep `data` as the last answer of `key` (a serialised [call, input]) for the current user. */
export function rememberRead(key: string, data: unknown, at = apiConfig().now()): void {
  const s = storage();
  if (!s) return;
  const k = entryKey(currentUser(), key);
  try {
    const value = JSON.stringify({ data, at });
    if (value.length > MAX_ENTRY_CHARS) return;
    s.setItem(k, value);
    const index = readIndex(s).filter((e) => e.k !== k);
    index.push({ k, at });
    while (index.length > LAST_SEEN_LIMIT) {
      const old = index.shift();
      if (old) s.removeItem(old.k);
    }
    s.setItem(INDEX, JSON.stringify(index));
  } catch {
    // Quota or private mode: offline reading is a convenience; drop what there is rather than fail.
    clearLastSeen();
  }
}

/**
 * Keep a value as this screen showed it (formatted) for the current user, for the next visit's
 * text slot (lib/api/client/last-seen-texts-script.ts). Outside the index (one short string per
 * slot and locale); dropped with every stored answer when who is logged in changes.
 */
export function rememberText(name: string, locale: string, text: string): void {
  const s = storage();
  if (!s || text.length > LAST_SEEN_TEXT_MAX) return;
  try {
    s.setItem(entryKey(currentUser(), lastSeenTextKey(name, locale)), text);
  } catch {
    // Quota or private mode: the next visit shows the skeleton until the app renders.
  }
}

/** The current user's last answer of `key`, or null. */
export function recallRead<T>(key: string): Seen<T> | null {
  const s = storage();
  if (!s) return null;
  try {
    const raw = s.getItem(entryKey(currentUser(), key));
    if (raw === null) return null;
    const seen = JSON.parse(raw) as Seen<T>;
    return typeof seen.at === 'number' ? seen : null;
  } catch {
    return null;
  }
}

/** Forget every stored answer, of every user. */
export function clearLastSeen(): void {
  const s = storage();
  stale.clear();
  notify();
  if (!s) return;
  try {
    for (let i = s.length - 1; i >= 0; i--) {
      const k = s.key(i);
      if (k !== null && k.startsWith(PREFIX)) s.removeItem(k);
    }
    s.removeItem(INDEX);
  } catch {
    // Nothing more can be done without storage.
  }
}

// Which reads on screen are answered from storage, and since when: the offline banner says
// "as of 10:42" once for the whole screen instead of each part saying it.
const stale = new Map<string, number>();
const listeners = new Set<() => void>();
let snapshot: number | null = null;

function notify(): void {
  snapshot = stale.size === 0 ? null : Math.min(...stale.values());
  for (const l of listeners) l();
}

export function markStale(key: string, at: number): void {
  if (stale.get(key) === at) return;
  stale.set(key, at);
  notify();
}

export function markFresh(key: string): void {
  if (!stale.delete(key)) return;
  notify();
}

/** useSyncExternalStore: the oldest "as of" time among the answers recalled from storage. */
export const lastSeenStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  oldest: (): number | null => snapshot,
};

// Who is logged in changed: nothing stored may outlive its user.
onSessionChange(() => clearLastSeen());
