// buyProduct, orderList, ProductWeiPai, OneKeyProductWeiPai and requestDelivery.
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { tooMany } from '../http/errors';
import { registerCall } from '../http/register-call';
import { consign, consignMany, requestDelivery } from './consign';
import { buyNow, refusalError } from './buy';
import { BuyGate } from './buy-gate';
import { announceStockSoon } from './live';
import { listOrders } from './orders';
import type { ProductEvents } from './product-events';
import { BUY_LIMIT, tokenBucket } from './token-bucket';

export function orderRoutes(app: FastifyInstance, events: ProductEvents): void {
  const buyLimit = tokenBucket(BUY_LIMIT);
  // Fewer than the pool's 10 connections, so one hot item leaves room for every other call.
  const gate = new BuyGate(8);

  registerCall(app, calls.buyProduct, async (input, ctx) => {
    const userId = ctx.userId();
    const now = ctx.now();
    const take = buyLimit.take(userId, now.getTime());
    if (!take.ok) throw tooMany('Too many purchase attempts: wait a moment and try again', take.retryAfterSeconds);
    const { key, hash } = ctx.keyed();
    const { productId, quantity } = input;
    const attempt = async () => {
      const generation = events.generation();
      const bought = await buyNow(ctx.db, { userId, productId, quantity, now, key, hash }, (reason, detail) => {
        if (reason === 'sold_out' && !detail.stock) events.markSoldOut(productId, generation);
      });
      if (bought.stock !== undefined) events.bought(productId, bought.stock, generation);
      return bought;
    };
    // An item this process knows is gone is refused without the database — unless the key was
    // used before: its first answer (perhaps the order that took the last one) replays, and
    // gavel_buy answers a replay before it looks at the product.
    const soldOut = async () => {
      if (!(await ctx.isReplay())) throw refusalError('sold_out', { stock: 0 });
      return attempt();
    };
    // Checked again when the gate lets this buy through (it may have sold out while it waited);
    // then it leaves the gate at once, so the key lookup does not hold up those behind it.
    const out = events.isSoldOut(productId)
      ? await soldOut()
      : ((await gate.run(productId, async () => (events.isSoldOut(productId) ? null : attempt()))) ??
        (await soldOut()));
    if (out.stock !== undefined) announceStockSoon(ctx, input.productId);
    return out.result;
  });

  registerCall(app, calls.orderList, (input, ctx) => listOrders(ctx.db, ctx.userId(), input));

  registerCall(app, calls.ProductWeiPai, async (input, ctx) => {
    const out = await ctx.once(async (tx) => {
      const order = await consign(tx, ctx.userId(), input.id, input.price, ctx.now());
      await events.publish({ kind: 'edit', id: null }, tx);
      return { order };
    });
    events.apply({ kind: 'edit', id: null });
    return out;
  });

  registerCall(app, calls.OneKeyProductWeiPai, async (input, ctx) => {
    const out = await ctx.once(async (tx) => {
      const listed = await consignMany(tx, ctx.userId(), input.ids, ctx.now());
      await events.publish({ kind: 'edit', id: null }, tx);
      return listed;
    });
    events.apply({ kind: 'edit', id: null });
    return out;
  });

  registerCall(app, calls.requestDelivery, (input, ctx) =>
    ctx.once(async (tx) => ({
      order: await requestDelivery(tx, ctx.userId(), input.orderId, input.addressId, ctx.now()),
    })),
  );
}
