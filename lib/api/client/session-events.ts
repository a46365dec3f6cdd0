// Who is logged in changed (login, logout, another user): a hook point for what must forget the
// previous user, e.g. the service worker's private caches (lib/pwa). Token refreshes for the same
// user are not a change.

export type SessionChange = { userId: string | null };

const listeners = new Set<(change: SessionChange) => void>();

/** Subscribe; returns the unsubscribe function. */
export function onSessionChange(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionChange(change: SessionChange): void {
  for (const listener of listeners) listener(change);
}
