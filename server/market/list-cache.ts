// A short-lived in-process cache of the product list's public first pages (what every visitor of
// the home and market pages asks for). Concurrent misses for one page share one query; a clear
// (any change to products, see product-events.ts) drops everything, a query in flight included:
// its answer may predate the change, so it goes to the callers already waiting and is not kept.

/** Pages past this are rarely asked for and not worth keeping. */
export const CACHED_PAGES = 3;
const DEFAULT_TTL_MS = 2_000;
/** Distinct filters kept at most (type × kind × sort × page size stays small; a bound anyway). */
const MAX_ENTRIES = 200;

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

export class ListCache<T = unknown> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly ttlMs = DEFAULT_TTL_MS) {}

  /** The cached answer for `key`, or `load()`'s (shared by concurrent callers, kept until it expires). */
  get(key: string, load: () => Promise<T>, nowMs = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > nowMs) return hit.value;
    const value = load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, expires: nowMs + this.ttlMs });
    // A failure is not kept: the next caller asks again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
