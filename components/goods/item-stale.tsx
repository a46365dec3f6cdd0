'use client';
// The item detail's stale mark (issue 41 #6, docs/i18n.md "Stale translations"), under the item's
// name when its name or description in the reader's language was translated from an older text.
// Its code (the content screens' StaleMark) loads only for such an item: the detail route's first
// load has no bytes to spare, and most items are read in a current text.
import { lazy, Suspense } from 'react';
// The mark's styles load with the route, not with the lazy chunk: a lazily loaded client
// component's CSS can arrive after it renders, and the link measured 43 px high once in a full
// run (its 44 px min-height not yet applied). CSS is not in the first-load JS budget.
import '@/components/ui/stale-mark.module.css';
import type { CallResult } from '@/lib/api/registry';

const ItemStaleMark = lazy(() => import('./item-stale-mark'));

export function ItemStale({ product }: { product: CallResult<'getProduct'> }) {
  if (!product.stale) return null;
  return (
    <Suspense fallback={null}>
      <ItemStaleMark product={product} />
    </Suspense>
  );
}
