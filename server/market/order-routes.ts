// buyProduct, orderList, ProductWeiPai, OneKeyProductWeiPai and requestDelivery.
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { tooMany } from '../http/errors';
import { registerCall } from '../http/register-call';
import { consign, consignMany, requestDelivery } from './consign';
import { idempotent, idempotentRequest, keyUsed } from './idempotency';
import { buy, listOrders, soldOutBeforeTx } from './orders';
import { BUY_LIMIT, tokenBucket } from './token-bucket';

export function orderRoutes(app: FastifyInstance): void {
  const buyLimit = tokenBucket(BUY_LIMIT);

  registerCall(app, calls.buyProduct, async (input, ctx) => {
    const r = idempotentRequest(ctx, 'buyProduct', input);
    const take = buyLimit.take(r.userId, r.now.getTime());
    if (!take.ok) throw tooMany('Too many purchase attempts: wait a moment and try again', take.retryAfterSeconds);
    if (!(await keyUsed(ctx.db, r.userId, r.key))) await soldOutBeforeTx(ctx.db, input.productId, input.quantity);
    return idempotent(r, (tx) =>
      buy(tx, { userId: r.userId, productId: input.productId, quantity: input.quantity, now: r.now }),
    );
  });

  registerCall(app, calls.orderList, (input, ctx) => listOrders(ctx.db, ctx.userId(), input));

  registerCall(app, calls.ProductWeiPai, async (input, ctx) => {
    const r = idempotentRequest(ctx, 'ProductWeiPai', input);
    return idempotent(r, async (tx) => ({ order: await consign(tx, r.userId, input.id, input.price, r.now) }));
  });

  registerCall(app, calls.OneKeyProductWeiPai, async (input, ctx) => {
    const r = idempotentRequest(ctx, 'OneKeyProductWeiPai', input);
    return idempotent(r, (tx) => consignMany(tx, r.userId, input.ids, r.now));
  });

  registerCall(app, calls.requestDelivery, async (input, ctx) => {
    const r = idempotentRequest(ctx, 'requestDelivery', input);
    return idempotent(r, async (tx) => ({
      order: await requestDelivery(tx, r.userId, input.orderId, input.addressId, r.now),
    }));
  });
}
