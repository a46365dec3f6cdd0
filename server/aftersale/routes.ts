// The buyer's after-sale calls (getAfterSale, afterSaleList, openAfterSale, replyAfterSale).
import type { CallHandlers } from '../http/call-group';
import { privateUrlSigner } from '../uploads';
import { afterSaleOfOrder, caseWithEvents, listCases, openCase, replyToCase, toBuyerCase } from './cases';

export const afterSaleCalls = {
  getAfterSale: (input, ctx) => {
    const userId = ctx.userId();
    return afterSaleOfOrder(ctx.db, ctx.config, userId, input.orderId, ctx.now(), privateUrlSigner(ctx, userId));
  },

  afterSaleList: (input, ctx) => listCases(ctx.db, ctx.userId(), input),

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
