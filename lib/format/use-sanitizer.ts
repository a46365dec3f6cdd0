'use client';
// DOMPurify (~11 KiB gzipped) is loaded when a screen first shows server HTML, not with every
// screen's first load: this hook gives the sanitiser (lib/format/sanitize-html.ts) once its chunk
// has arrived, and null until then (the caller shows a placeholder, never the raw HTML).
import { useEffect, useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import type * as SanitizerModule from './sanitize-html';

type Sanitizer = typeof SanitizerModule;

const sanitizer = lazyModule(() => import('./sanitize-html'));

export const loadSanitizer = sanitizer.load;

export function useSanitizer(): Sanitizer | null {
  const [loaded, setLoaded] = useState<Sanitizer | null>(sanitizer.loaded() ?? null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadSanitizer().then(
      (m) => {
        if (live) setLoaded(m);
      },
      // Offline before the worker cached the chunk: the placeholder stays; nothing raw is shown.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}
