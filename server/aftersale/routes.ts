// The buyer's after-sale calls (getAfterSale, afterSaleList, openAfterSale, replyAfterSale).
import type { CallHandlers } from '../http/call-group';
import { localizeOrders, readerOf } from '../content';
import { privateUrlSigner } from '../uploads';
import { afterSaleOfOrder, caseWithEvents, listCases, openCase, replyToCase, toBuyerCase } from './cases';

export const afterSaleCalls = {
  // The item's name as the order list gives it: in the reader's language where it has one.
  getAfterSale: async (input, ctx) => {
    const userId = ctx.userId();
    const of = await afterSaleOfOrder(
      ctx.db,
      ctx.config,
      userId,
      input.orderId,
      ctx.now(),
      privateUrlSigner(ctx, userId),
    );
    const [named] = await localizeOrders(ctx.db, readerOf(ctx), [of]);
    const { productId: _productId, ...answer } = named ?? { ...of, lang: undefined };
    return answer;
  },

  afterSaleList: async (input, ctx) => {
    const page = await listCases(ctx.db, ctx.userId(), input);
    const items = await localizeOrders(ctx.db, readerOf(ctx), page.items);
    return { ...page, items: items.map(({ productId: _productId, ...item }) => item) };
  },

  openAfterSale: async (input, ctx) => {
    const userId = ctx.userId();
    const now = ctx.now();
    // Idempotent: a retried request answers the case it opened, once (registerCall's ctx.once).
    return ctx.once(async (tx) => {
      const c = await openCase(tx, ctx.config, userId, input, now);
      const { events } = await caseWithEvents(tx, c.id);
      return { case: toBuyerCase(c, events, privateUrlSigner(ctx, userId)) };
    });
  },

  replyAfterSale: async (input, ctx) => {
    const userId = ctx.userId();
    const now = ctx.now();
    return ctx.once(async (tx) => {
      const c = await replyToCase(tx, ctx.config, userId, input, now);
      const { events } = await caseWithEvents(tx, c.id);
      return { case: toBuyerCase(c, events, privateUrlSigner(ctx, userId)) };
    });
  },
} satisfies CallHandlers<'aftersale'>;
