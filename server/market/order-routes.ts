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
    // An item this process knows is gone is refused without asking the database — unless the
    // key was used before: its first answer (perhaps the order that took the last one) replays.
    // Checked again when the gate lets this buy through (it may have sold out while it waited).
    const refuseIfSoldOut = async () => {
      if (events.isSoldOut(input.productId) && !(await ctx.isReplay())) throw refusalError('sold_out', { stock: 0 });
    };
    await refuseIfSoldOut();
    const out = await gate.run(input.productId, async () => {
      await refuseIfSoldOut();
      const generation = events.generation();
      const bought = await buyNow(
        ctx.db,
        { userId, productId: input.productId, quantity: input.quantity, now, key, hash },
        (reason, detail) => {
          if (reason === 'sold_out' && !detail.stock) events.markSoldOut(input.productId, generation);
        },
      );
      if (bought.stock !== undefined) events.bought(input.productId, bought.stock, generation);
      return bought;
    });
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
