// A module loaded on demand, once: every caller shares one import; a failed import (offline
// before the service worker cached the chunk) is forgotten so the next caller tries again.
// `loaded()` gives the module synchronously once it has arrived.
export interface LazyModule<T> {
  load: () => Promise<T>;
  loaded: () => T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let done: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= importer().then(
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
