// Whether an in-app navigation is under way, so the shell can show the spinner after 200 ms
// and the timeout after 60 s (docs/routes.md) while the old screen stays in place.

type Listener = () => void;

export interface Pending {
  /** The URL being opened, for "tap to try again". */
  href: string;
  /** Increments per navigation, so a new one restarts the timers. */
  seq: number;
}

let pending: Pending | null = null;
let seq = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of listeners) l();
}

export function startPending(href: string): void {
  pending = { href, seq: ++seq };
  emit();
}

export function endPending(): void {
  if (pending === null) return;
  pending = null;
  emit();
}

export function currentPending(): Pending | null {
  return pending;
}

export function subscribePending(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a click on a link starts an in-app navigation that the router will perform: same
 * origin, plain left click, no new window or download, and a different page or query.
 */
export function isInAppNavigation(
  link: { href: string; target: string; hasDownload: boolean },
  click: { button: number; modified: boolean },
  current: string,
): boolean {
  if (click.button !== 0 || click.modified) return false;
  if (link.hasDownload || (link.target && link.target !== '_self')) return false;
  const to = new URL(link.href, current);
  const from = new URL(current);
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}
