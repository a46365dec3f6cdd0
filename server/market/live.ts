// Live market events: a product's stock and status, and the auction window, announced on the bus
// when they change so open apps update without polling (the WebSocket fans them out). Call these
// inside the transaction that made the change: the event goes out only if it commits.
import { eq } from 'drizzle-orm';
import type { LiveProduct } from '@/lib/api/schemas/chat';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { products } from '../db/schema';
import { productStatus } from './catalog';

export const MARKET_TOPICS = { product: 'market.product', window: 'market.window' } as const;

/** Announces the product's stock and status as this transaction leaves them. */
export async function publishProductChanged(
  ctx: Pick<AppContext, 'bus'>,
  tx: Executor,
  productId: number,
): Promise<void> {
  const [p] = await tx
    .select({ id: products.id, stock: products.stock, offShelf: products.offShelf })
    .from(products)
    .where(eq(products.id, productId));
  if (!p) return;
  const live: LiveProduct = { id: p.id, stock: p.stock, status: productStatus(p) };
  await ctx.bus.publish(MARKET_TOPICS.product, live, tx);
}

/** How long a hot item's buys may wait to be announced: one event per product per this, not per buy. */
const STOCK_EVENT_MS = 100;
const pendingStock = new WeakMap<AppContext['bus'], Set<number>>();

/**
 * A buy committed (the one-statement buy has no open transaction to publish in): announce the
 * product's stock soon. Buys of one hot item are coalesced into one event per STOCK_EVENT_MS that
 * reads the stock as it then is, so a flash sale costs one read and one NOTIFY per interval, not
 * per buy, and a restock in between can never be overtaken by an older count.
 */
export function announceStockSoon(ctx: Pick<AppContext, 'bus' | 'db' | 'log'>, productId: number): void {
  let pending = pendingStock.get(ctx.bus);
  if (!pending) pendingStock.set(ctx.bus, (pending = new Set()));
  if (pending.has(productId)) return;
  pending.add(productId);
  setTimeout(() => {
    pending.delete(productId);
    publishProductChanged(ctx, ctx.db, productId).catch((e: unknown) => ctx.log.warn({ err: e }, 'live stock event'));
  }, STOCK_EVENT_MS).unref();
}

/** Announces that the auction window changed; clients read it again (GetAuctionTimeInfo). */
export async function publishWindowChanged(ctx: Pick<AppContext, 'bus'>, tx: Executor): Promise<void> {
  await ctx.bus.publish(MARKET_TOPICS.window, {}, tx);
}
