'use client';
// DOMPurify (~11 KiB gzipped) is loaded when a screen first shows server HTML, not with every
// screen's first load: this hook gives the sanitiser (lib/format/sanitize-html.ts) once its chunk
// has arrived, and null until then (the caller shows a placeholder, never the raw HTML).
import { useEffect, useState } from 'react';
import type * as SanitizerModule from './sanitize-html';

type Sanitizer = typeof SanitizerModule;

let loaded: Sanitizer | null = null;
let pending: Promise<Sanitizer> | null = null;

export function loadSanitizer(): Promise<Sanitizer> {
  pending ??= import('./sanitize-html').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export function useSanitizer(): Sanitizer | null {
  const [sanitizer, setSanitizer] = useState<Sanitizer | null>(loaded);
  useEffect(() => {
    if (sanitizer) return;
    let live = true;
    loadSanitizer().then(
      (m) => {
        if (live) setSanitizer(m);
      },
      // Offline before the worker cached the chunk: the placeholder stays; nothing raw is shown.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sanitizer]);
  return sanitizer;
}
