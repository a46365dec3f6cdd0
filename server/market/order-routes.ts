// buyProduct, orderList, ProductWeiPai, OneKeyProductWeiPai, requestDelivery and confirmReceipt.
import type { FastifyInstance } from 'fastify';
import type { AddressBook } from '../ports/address-book';
import { tooMany } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { consign, consignMany, requestDelivery } from './consign';
import { buyMany, refusalError, type BuyAnswer, type BuyInput, type BuyOutcome } from './buy';
import { BuyBatcher } from './buy-batch';
import { announceStockSoon } from './live';
import { listOrders } from './orders';
import { localizeOrders, readerOf, requireCurrentTerms } from '../content';
import { checkPayPassword } from '../auth';
import { confirmReceipt } from './receipt';
import { BUY_LIMIT, tokenBucket } from './token-bucket';

export function orderCalls(app: FastifyInstance, book: AddressBook) {
  const events = app.ctx.products;
  const buyLimit = tokenBucket(BUY_LIMIT);
  // The buyers of one product that arrive together go to the database as one batch (one COMMIT);
  // sold-out marks are set from a batch's answers before the next buyers are let go, so those
  // still queued when the item sells out are refused in process.
  const batcher = new BuyBatcher<BuyInput, BuyAnswer>(
    async (productId, batch) => {
      const generation = events.generation();
      const answers = await buyMany(app.ctx.db, productId, batch);
      for (const a of answers) {
        if ('outcome' in a && a.outcome.stock !== undefined) events.bought(productId, a.outcome.stock, generation);
        if ('refusal' in a && a.refusal.reason === 'sold_out' && !a.refusal.detail.stock)
          events.markSoldOut(productId, generation);
      }
      return answers;
    },
    (productId) => events.isSoldOut(productId),
  );

  return {
    buyProduct: async (input, ctx) => {
      const userId = ctx.userId();
      const now = ctx.now();
      const take = buyLimit.take(userId, now.getTime());
      if (!take.ok) throw tooMany('Too many purchase attempts: wait a moment and try again', take.retryAfterSeconds);
      // A newer service agreement or privacy policy is accepted first (one indexed query).
      await requireCurrentTerms(ctx.db, userId);
      const { productId, quantity, payPassword } = input;
      // The pay password is checked before the buy's transaction (a wrong one moves nothing and
      // spends one of the tries it shares with the bank card and withdrawals). Without one, the
      // buy goes through only within the buyer's small-purchase limit, which gavel_buy_many
      // decides under the lock of their account. The password is not part of what identifies the
      // request (nor stored with its key).
      if (payPassword !== undefined) await checkPayPassword(ctx, userId, payPassword);
      const { key, hash } = ctx.keyed({ productId, quantity });
      const buyer: BuyInput = { userId, productId, quantity, now, key, hash, small: payPassword === undefined };
      const answered = (a: BuyAnswer): BuyOutcome => {
        if ('refusal' in a) throw refusalError(a.refusal.reason, a.refusal.detail);
        if ('error' in a) throw a.error;
        return a.outcome;
      };
      // An item this process knows is gone is refused without the database — unless the key was
      // used before: its first answer (perhaps the order that took the last one) replays, and
      // gavel_buy_many answers a replay before it looks at the product.
      const soldOut = async () => {
        if (!(await ctx.isReplay())) throw refusalError('sold_out', { stock: 0 });
        return answered((await buyMany(ctx.db, productId, [buyer]))[0] ?? { error: new Error('no answer') });
      };
      // Checked again when a batch would take this buy (it may have sold out while it waited).
      let out: BuyOutcome;
      if (events.isSoldOut(productId)) out = await soldOut();
      else {
        const a = await batcher.run(productId, buyer);
        out = a === null ? await soldOut() : answered(a);
      }
      if (out.stock !== undefined) announceStockSoon(ctx, input.productId);
      // The order as orderList shows it: its name in the reader's language, marked (no query in
      // the default locale).
      const [order] = await localizeOrders(ctx.db, readerOf(ctx), [out.result.order]);
      return order ? { ...out.result, order } : out.result;
    },

    orderList: async (input, ctx) => {
      const page = await listOrders(ctx.db, ctx.userId(), input);
      return { ...page, items: await localizeOrders(ctx.db, readerOf(ctx), page.items) };
    },

    ProductWeiPai: async (input, ctx) => {
      await requireCurrentTerms(ctx.db, ctx.userId());
      const out = await ctx.once(async (tx) => {
        const order = await consign(tx, ctx.userId(), input.id, input.price, ctx.now());
        await events.publish({ kind: 'edit', id: null }, tx);
        return { order };
      });
      events.apply({ kind: 'edit', id: null });
      return out;
    },

    OneKeyProductWeiPai: async (input, ctx) => {
      await requireCurrentTerms(ctx.db, ctx.userId());
      const out = await ctx.once(async (tx) => {
        const listed = await consignMany(tx, ctx.userId(), input.ids, ctx.now());
        await events.publish({ kind: 'edit', id: null }, tx);
        return listed;
      });
      events.apply({ kind: 'edit', id: null });
      return out;
    },

    requestDelivery: (input, ctx) =>
      ctx.once(async (tx) => ({
        order: await requestDelivery(tx, book, ctx.userId(), input.orderId, input.addressId, ctx.now()),
      })),

    confirmReceipt: (input, ctx) =>
      ctx.once(async (tx) => ({ order: await confirmReceipt(tx, ctx.userId(), input.orderId, ctx.now()) })),
  } satisfies Partial<CallHandlers<'orders'>>;
}
