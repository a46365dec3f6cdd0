'use client';
// The rich-text tree's reader (lib/format/rich-tree.ts with the allowlist, ~1.5 KiB gzipped) is
// loaded when a screen first shows rich text, not with every screen's first load: an item's detail
// had 0.6 KiB left under its first-load budget. This hook gives the reader once its chunk has
// arrived, and null until then (the caller shows a placeholder). Nothing is ever shown unchecked.
import { lazyModule } from '@/lib/lazy-module';
import { useLazyModule } from '@/lib/use-lazy-module';
import type * as TreeReaderModule from './rich-tree';

export type TreeReader = typeof TreeReaderModule;

const reader = lazyModule(() => import('./rich-tree'));

export const loadTreeReader = reader.load;

export function useTreeReader(): TreeReader | null {
  return useLazyModule(reader);
}
