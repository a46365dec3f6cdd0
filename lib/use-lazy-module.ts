'use client';
// A lazily loaded module (lib/lazy-module.ts) for a component: the module once its chunk has
// arrived, null until then (the caller shows a placeholder). Started on mount; a failed import
// (offline before the service worker cached the chunk) leaves the placeholder.
import { useEffect, useState } from 'react';
import type { LazyModule } from './lazy-module';

export function useLazyModule<T>(mod: LazyModule<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(mod.loaded() ?? null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    mod.load().then(
      (m) => {
        if (live) setLoaded(m);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded, mod]);
  return loaded;
}
