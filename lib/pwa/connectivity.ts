// Are we online? The browser's navigator.onLine (false means surely offline) combined with what
// our own requests saw: a request that failed at the network level counts as offline until a
// request succeeds or the browser reports `online` again (onLine can be true behind a dead link).

type Listener = () => void;

const listeners = new Set<Listener>();
let failed = false;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function isOnline(): boolean {
  return browserOnline() && !failed;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onBrowserOnline(): void {
  failed = false;
  emit();
}

/** Subscribe to changes (useSyncExternalStore's contract); returns the unsubscribe function. */
export function subscribeOnline(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', emit);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onBrowserOnline);
      window.removeEventListener('offline', emit);
    }
  };
}

/** Record the outcome of a request: true when the server answered (any status), false when not. */
export function reportNetwork(reached: boolean): void {
  if (failed === !reached) return;
  failed = !reached;
  emit();
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** `fetch` that reports its outcome; aborts (navigation, timeouts) say nothing about the network. */
export function trackedFetch(inner: typeof fetch): typeof fetch {
  return async (...args) => {
    try {
      const res = await inner(...args);
      reportNetwork(true);
      return res;
    } catch (error) {
      if (!isAbort(error)) reportNetwork(false);
      throw error;
    }
  };
}
