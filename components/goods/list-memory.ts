// Where a list was when the user left it (scroll offset and how many items were on screen), per
// browser tab, so Back lands on the same card even after a full reload.
const PREFIX = 'gavel:list:';

export interface ListPlace {
  y: number;
  count: number;
}

export function rememberPlace(key: string, place: ListPlace): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(place));
  } catch {
    // Storage full or unavailable: Back simply starts at the top.
  }
}

/** The remembered place, removed as it is read (it is used once). */
export function takePlace(key: string): ListPlace | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return null;
    sessionStorage.removeItem(PREFIX + key);
    const value = JSON.parse(raw) as Partial<ListPlace>;
    return typeof value.y === 'number' && typeof value.count === 'number' ? { y: value.y, count: value.count } : null;
  } catch {
    return null;
  }
}
