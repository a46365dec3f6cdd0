'use client';
// The item's description on its detail screen, below the fold: the rich-text renderer (and its
// tree reader, itself on demand) loads after the screen's first load instead of with it — the
// detail route's first-load JS has no bytes to spare (npm run test:size), and nobody reads the
// description before the photo, the price and Buy. Until it arrives, the renderer's own skeleton
// lines hold the place.
import { lazy, Suspense, type ReactNode } from 'react';
// The styles load with the route, not the lazy chunk (a lazily loaded component's CSS can arrive
// after it renders). CSS is not in the first-load JS budget.
import '@/components/ui/rich-text.module.css';
import type { RichNode } from '@/lib/format/rich-tree';
import { SkeletonText } from '@/components/ui/skeleton';

const RichText = lazy(() => import('@/components/ui/rich-text').then((m) => ({ default: m.RichText })));

export function ItemDescription(props: { tree: readonly RichNode[]; lang?: string | undefined; empty: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div data-testid="rich-text-pending">
          <SkeletonText lines={3} />
        </div>
      }
    >
      <RichText {...props} />
    </Suspense>
  );
}
