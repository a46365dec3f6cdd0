// The last few searches of the goods lists, kept on this device only (localStorage), newest
// first, each once (any letter case), and cleared by the user with one tap.
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';

export const RECENT_MAX = 5;

export function readRecentSearches(): string[] {
  const stored = readJson<unknown>(STORAGE_KEYS.recentSearches);
  return Array.isArray(stored)
    ? stored.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, RECENT_MAX)
    : [];
}

/** Puts `keyword` first and returns the new list. */
export function rememberSearch(keyword: string): string[] {
  const text = keyword.trim();
  if (!text) return readRecentSearches();
  const key = text.toLocaleLowerCase();
  const next = [text, ...readRecentSearches().filter((s) => s.toLocaleLowerCase() !== key)].slice(0, RECENT_MAX);
  writeJson(STORAGE_KEYS.recentSearches, next);
  return next;
}

export function clearRecentSearches(): void {
  removeKey(STORAGE_KEYS.recentSearches);
}
