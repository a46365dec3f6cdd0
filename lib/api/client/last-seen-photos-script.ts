// A repeat visit paints its first photos before any script of the app has run (issue 26). The page
// the service worker kept is the page as exported: its skeleton's photo slots are empty (only the
// Gavel server fills them, from the answers it inlines: lib/first-photos.ts). This inline script,
// placed in the HTML after the screen, fills them from this user's last-seen answer of the same
// read (lib/api/hooks/last-seen.ts, the answers the screen itself renders from storage while its
// reads are out), so the screen's largest element is there at the first paint instead of after
// the scripts, the schema and the render.
//
// - Only photo URLs are taken from storage, and only a same-origin path or an https URL (the CSP's
//   img-src decides the rest); nothing else of the answer is used before the app has validated it.
// - The same user only: the key is the one rememberRead wrote, under the access token's `sub`
//   (or `-` logged out: inline-token-user.ts), and every stored answer is deleted when who is
//   logged in changes.
// - A slot the server already filled keeps its (fresher) photo. The client renders the same src
//   while the skeleton stands (servedPhoto reads the page's slots), so hydration keeps it.
import { lastSeenReadKey, STORAGE_KEYS } from '@/lib/storage';
import type { HeadStartRead } from './head-start';
import { HEAD_START_ID_PLACEHOLDER } from './head-start';
import { inlineScriptCall } from './inline-token-user';

export interface LastSeenPhotoRead {
  /** The last-seen key (keys.ts fetchCall: JSON of [call, input, locale]), the id as a placeholder. */
  key: string;
  thumbs: number;
  /** getProduct's `images[0].url`; a list's items' `images[0].thumb`. */
  field: 'thumb' | 'url';
  /** The URL's query parameter that stands for the placeholder in `key`. */
  idFrom?: string;
  placeholder?: string;
  bareOnly?: boolean;
}

/**
 * The inline script proper. Serialized with toString (lastSeenPhotosScript), so it is
 * self-contained: no imports, no helpers, and it never throws into the page.
 */
export function bootLastSeenPhotos(
  reads: LastSeenPhotoRead[],
  tokenKey: string,
  prefix: string,
  userOf: (tokenKey: string) => string,
): void {
  try {
    const search = location.search;
    const user = userOf(tokenKey);
    let slot = 0;
    for (const r of reads) {
      const first = slot;
      slot += r.thumbs;
      if (r.bareOnly && search !== '' && search !== '?') continue;
      let key = r.key;
      if (r.idFrom && r.placeholder) {
        const id = new URLSearchParams(search).get(r.idFrom) ?? '';
        if (!/^[1-9][0-9]{0,14}$/.test(id)) continue;
        key = key.split(r.placeholder).join(id);
      }
      const raw = localStorage.getItem(prefix + user + ':' + key);
      if (raw === null) continue;
      const data = (JSON.parse(raw) as { data?: unknown }).data as
        { images?: Record<string, unknown>[]; items?: { images?: Record<string, unknown>[] }[] } | undefined;
      const items = r.field === 'url' ? (data ? [data] : []) : (data?.items ?? []);
      for (let i = 0; i < r.thumbs && i < items.length; i++) {
        const url = items[i]?.images?.[0]?.[r.field];
        if (typeof url !== 'string' || !/^(\/(?!\/)|https:\/\/)/.test(url)) continue;
        const img = document.querySelector('img[data-first-photo="' + (first + i) + '"]');
        if (img && !img.getAttribute('src')) {
          img.setAttribute('fetchpriority', 'high');
          img.setAttribute('src', url);
        }
      }
    }
  } catch {
    // Nothing stored, or storage unavailable: the skeleton waits for the app.
  }
}

/** What the script is given for a page's head-start reads: those with photos. */
export function lastSeenPhotoReads(reads: readonly HeadStartRead[], locale: string): LastSeenPhotoRead[] {
  return reads
    .filter((r) => (r.thumbs ?? 0) > 0)
    .map((r) => {
      const out: LastSeenPhotoRead = {
        key: lastSeenReadKey(r.name, r.input, locale),
        thumbs: r.name === 'getProduct' ? 1 : (r.thumbs ?? 0),
        field: r.name === 'getProduct' ? 'url' : 'thumb',
      };
      if (r.idFrom !== undefined) {
        out.idFrom = r.idFrom;
        out.placeholder = String(HEAD_START_ID_PLACEHOLDER);
      }
      if (r.bareOnly) out.bareOnly = true;
      return out;
    });
}

/** The script's source, or '' when the page's reads have no photos. */
export function lastSeenPhotosScript(reads: readonly HeadStartRead[], locale: string, prefix: string): string {
  const specs = lastSeenPhotoReads(reads, locale);
  if (specs.length === 0) return '';
  return inlineScriptCall(bootLastSeenPhotos, [specs, STORAGE_KEYS.accessToken, prefix]);
}
