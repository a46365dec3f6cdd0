'use client';
// The mark itself, loaded by item-stale.tsx: "Updated in English on 1 Dec 2026" and a link to the
// same item in that language (a full load, the reader's chosen language unchanged: stale-mark.tsx).
import { StaleMark } from '@/components/ui/stale-mark';
import type { CallResult } from '@/lib/api/registry';
import { routeHref } from '@/lib/nav/href';

export default function ItemStaleMark({ product }: { product: CallResult<'getProduct'> }) {
  if (!product.sourceLang) return null;
  const route = product.kind === 'consumption' ? 'goodsConsumptionDetail' : 'goodsDetail';
  return <StaleMark mark={product} href={routeHref(product.sourceLang, route, { id: product.id })} />;
}
