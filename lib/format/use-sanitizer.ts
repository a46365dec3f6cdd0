'use client';
// DOMPurify (~11 KiB gzipped) is loaded when a screen first shows server HTML, not with every
// screen's first load: this hook gives the sanitiser (lib/format/sanitize-html.ts) once its chunk
// has arrived, and null until then (the caller shows a placeholder, never the raw HTML).
import { lazyModule } from '@/lib/lazy-module';
import { useLazyModule } from '@/lib/use-lazy-module';
import type * as SanitizerModule from './sanitize-html';

type Sanitizer = typeof SanitizerModule;

const sanitizer = lazyModule(() => import('./sanitize-html'));

export const loadSanitizer = sanitizer.load;

export function useSanitizer(): Sanitizer | null {
  return useLazyModule(sanitizer);
}
