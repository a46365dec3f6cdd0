// Public catalogue calls: product list and detail, product types, price history, the auction window.
import { notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { findProduct, listProducts, listProductTypes, toProduct } from './catalog';
import { CACHED_PAGES } from './list-cache';
import type { ProductEvents } from '../ports/product-events';
import { priceSeries } from './price-data';
import { saleHistory } from './sale-history';
import { loadWindow } from './window';

export function catalogCalls(events: ProductEvents) {
  // The public first pages come from the short-lived cache; a keyword search always asks.
  return {
    getProductList: (input, ctx) =>
      input.keyword || input.page > CACHED_PAGES
        ? listProducts(ctx.db, input)
        : events.lists.get(
            `${input.page}|${input.pageSize}|${input.sort}|${input.typeId ?? ''}|${input.kind ?? ''}|${input.minPrice ?? ''}|${input.maxPrice ?? ''}`,
            () => listProducts(ctx.db, input),
          ),

    getProduct: async ({ id }, ctx) => {
      const row = await findProduct(ctx.db, id);
      if (!row) throw notFound('Product');
      return toProduct(row);
    },

    GetSaleHistory: async ({ id }, ctx) => {
      const sales = await saleHistory(ctx.db, id);
      if (!sales) throw notFound('Product');
      return sales;
    },

    GetProductTypeList: (_input, ctx) => listProductTypes(ctx.db),

    GetTzPriceData: async (_input, ctx) => ({
      updatedAt: ctx.now().toISOString(),
      series: await priceSeries(ctx.db, ctx.now()),
    }),

    GetAuctionTimeInfo: async (_input, ctx) => {
      const w = await loadWindow(ctx.db);
      return { startTime: w.startTime, endTime: w.endTime, timeZone: w.timeZone, now: ctx.now().getTime() };
    },
  } satisfies Partial<CallHandlers<'catalog'>>;
}
