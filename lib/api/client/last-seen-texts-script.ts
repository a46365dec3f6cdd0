// A repeat visit paints the values a screen shows as text (mine's balance) before any script of the
// app has run (issue 26). The page the service worker kept is the page as exported: its skeleton's
// text slots (`<span data-first-text="balance">`, lib/first-texts.ts) are empty. This inline script,
// placed in the HTML after the screen, writes into each the text this user last saw there, as the
// app showed it (lib/api/hooks/last-seen.ts rememberText), so it is there at the first paint.
//
// - Written with textContent, never as HTML, and only a short string.
// - The same user only: the key is the one rememberText wrote, under the access token's `sub` (or
//   `-` logged out), and every stored value is deleted when who is logged in changes. The token is
//   decoded here as tokens.ts tokenSubject does: the script is serialized, so it cannot import it.
import { FIRST_TEXT_ATTR } from '@/lib/first-texts';
import { LAST_SEEN_TEXT_MAX, lastSeenTextKey, STORAGE_KEYS } from '@/lib/storage';

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
): void {
  try {
    let user = '-';
    const token = localStorage.getItem(tokenKey);
    const payload = token ? token.split('.')[1] : undefined;
    if (payload) {
      try {
        const b64 = payload.replace(/-/g, '+').replace(/_/g, '/');
        const claims = JSON.parse(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))) as { sub?: unknown };
        if (typeof claims.sub === 'string') user = claims.sub;
      } catch {
        // Not a readable token: as the app does, no one.
      }
    }
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
  const args = [slots, STORAGE_KEYS.accessToken, prefix, FIRST_TEXT_ATTR, LAST_SEEN_TEXT_MAX].map((a) =>
    JSON.stringify(a).replace(/</g, '\\u003c'),
  );
  return `(${bootLastSeenTexts.toString()})(${args.join(',')});`;
}
