// A module loaded on demand, once: every caller shares one import; a failed import (offline
// before the service worker cached the chunk) is forgotten so the next caller tries again.
// `loaded()` gives the module synchronously once it has arrived.
export interface LazyModule<T> {
  load: () => Promise<T>;
  loaded: () => T | undefined;
}

export interface LazyModuleOptions {
  /**
   * Start the import in a task of its own instead of inside the caller's. A chunk's import adds
   * its <script> to the page (tens of ms on a slow phone); the contract's chunks are first asked
   * for from React's effects right after hydration, the longest task of a first load, and the
   * answer waits for the network anyway.
   */
  ownTask?: boolean;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function lazyModule<T>(importer: () => Promise<T>, options: LazyModuleOptions = {}): LazyModule<T> {
  let done: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= (options.ownTask ? nextTask().then(importer) : importer()).then(
        (m) => (done = m),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => done,
  };
}
