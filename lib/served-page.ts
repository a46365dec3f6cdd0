// What the page as served held, read once (issue 26): the first photos and texts the server or the
// page's inline scripts put into the skeleton's slots (lib/first-photos.ts, lib/first-texts.ts).
// The client's skeleton renders the same values so hydration keeps them, but only on that page's
// own URL: a skeleton after a client-side navigation to another screen gets none.

function pageUrl(): string {
  return location.pathname + location.search;
}

export interface ServedReader<T> {
  /** What `read` found in the page as served, or undefined (prerender, another page). */
  get(): T | undefined;
  /** Tests only: forget what was read. */
  reset(): void;
}

export function servedReader<T>(read: () => T): ServedReader<T> {
  let served: { url: string; value: T } | undefined;
  return {
    get() {
      if (typeof document === 'undefined') return undefined;
      served ??= { url: pageUrl(), value: read() };
      return pageUrl() === served.url ? served.value : undefined;
    },
    reset() {
      served = undefined;
    },
  };
}
