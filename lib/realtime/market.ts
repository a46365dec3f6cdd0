// Live market events into the SWR caches of product reads: a product's stock and status are
// rewritten in place (detail and every loaded list page, no refetch); a changed auction window
// and a reconnection (events may have been missed) refetch what they touch.
import type { CallResult } from '../api/registry';
import type { LiveProduct, ServerFrame } from '../api/schemas/chat';
import { invalidate } from '../api/hooks/invalidate';
import { patchReads } from '../api/hooks/patch';
import type { Connection } from './connection';

// What a live event rewrites, in an item of any read (a detail, a list page's item, the watch list).
type Live = Pick<CallResult<'getProduct'>, 'id' | 'stock' | 'status'>;

function withLive<P extends Live>(p: P, live: LiveProduct): P {
  return p.id === live.id && (p.stock !== live.stock || p.status !== live.status)
    ? { ...p, stock: live.stock, status: live.status }
    : p;
}

export async function applyProduct(live: LiveProduct): Promise<void> {
  await Promise.all([
    patchReads('getProduct', (p) => withLive(p, live)),
    patchReads('getProductList', (page) => {
      const items = page.items.map((p) => withLive(p, live));
      return items.some((p, i) => p !== page.items[i]) ? { ...page, items } : page;
    }),
    patchReads('GetWatchList', (list) => {
      const items = list.map((p) => withLive(p, live));
      return items.some((p, i) => p !== list[i]) ? items : list;
    }),
  ]);
}

/** Keeps product reads live while the connection is up; answers the unsubscribe. */
export function bindMarketEvents(connection: Connection): () => void {
  let connectedBefore = false;
  return connection.onFrame((f: ServerFrame) => {
    if (f.type === 'product') void applyProduct(f.product);
    else if (f.type === 'window') void invalidate(['GetAuctionTimeInfo']);
    else if ((f.type === 'ready' && connectedBefore) || f.type === 'resync') {
      void invalidate(['getProduct', 'getProductList', 'GetAuctionTimeInfo', 'GetWatchList']);
    }
    if (f.type === 'ready') connectedBefore = true;
  });
}
