// A repeat visit paints the values a screen shows as text (mine's balance) before any script of the
// app has run (issue 26). The page the service worker kept is the page as exported: its skeleton's
// text slots (`<span data-first-text="balance">`, lib/first-texts.ts) are empty. This inline script,
// placed in the HTML after the screen, writes into each the text this user last saw there, as the
// app showed it (lib/api/hooks/last-seen.ts rememberText), so it is there at the first paint.
//
// - Written with textContent, never as HTML, and only a short string.
// - The same user only: the key is the one rememberText wrote, under the access token's `sub` (or
//   `-` logged out: inline-token-user.ts), and every stored value is deleted when who is logged in
//   changes.
import { FIRST_TEXT_ATTR } from '@/lib/first-texts';
import { LAST_SEEN_TEXT_MAX, lastSeenTextKey, STORAGE_KEYS } from '@/lib/storage';
import { inlineScriptCall } from './inline-token-user';

export interface LastSeenTextSlot {
  /** The slot's name (data-first-text). */
  name: string;
  /** Its last-seen key (lastSeenTextKey). */
  key: string;
}

/**
 * The inline script proper. Serialized with toString (lastSeenTextsScript), so it is
 * self-contained: no imports, no helpers, and it never throws into the page.
 */
export function bootLastSeenTexts(
  slots: LastSeenTextSlot[],
  tokenKey: string,
  prefix: string,
  attr: string,
  max: number,
  userOf: (tokenKey: string) => string,
): void {
  try {
    const user = userOf(tokenKey);
    for (const slot of slots) {
      const text = localStorage.getItem(prefix + user + ':' + slot.key);
      if (text === null || text === '' || text.length > max) continue;
      const el = document.querySelector('[' + attr + '="' + slot.name + '"]');
      if (el && !el.textContent) el.textContent = text;
    }
  } catch {
    // Nothing stored, or storage unavailable: the skeleton waits for the app.
  }
}

/** The script's source for these slots in this locale. */
export function lastSeenTextsScript(names: readonly string[], locale: string, prefix: string): string {
  const slots: LastSeenTextSlot[] = names.map((name) => ({ name, key: lastSeenTextKey(name, locale) }));
  return inlineScriptCall(bootLastSeenTexts, [
    slots,
    STORAGE_KEYS.accessToken,
    prefix,
    FIRST_TEXT_ATTR,
    LAST_SEEN_TEXT_MAX,
  ]);
}
