// Public catalogue calls: product list and detail, product types, price history, the auction window.
import { calls } from '@/lib/api/registry';
import { checkedAnswer } from '../http/checked-answer';
import { notFound } from '../http/errors';
import type { CallHandlers } from '../http/call-group';
import { findProduct, listProducts, listProductTypes, toProduct } from './catalog';
import { CACHED_PAGES } from './list-cache';
import type { ProductEvents } from '../ports/product-events';
import { priceSeries } from './price-data';
import { saleHistory } from './sale-history';
import { loadWindow } from './window';
import { localizeListItems, localizeProduct, localizeTypes, readerOf } from '../content';

export function catalogCalls(events: ProductEvents) {
  // The public first pages come from the short-lived cache; a keyword search always asks.
  return {
    // Each page in the reader's language (issue 22): the locale is part of the cache key.
    getProductList: (input, ctx) => {
      const reader = readerOf(ctx);
      const load = async () => {
        const page = await listProducts(ctx.db, input, reader.locale);
        return { ...page, items: await localizeListItems(ctx.db, reader, page.items) };
      };
      if (input.keyword || input.page > CACHED_PAGES) return load();
      // A cached page is checked and serialized once, not once per request that sends it.
      return events.lists.get(
        `${reader.locale}|${input.page}|${input.pageSize}|${input.sort}|${input.typeId ?? ''}|${input.kind ?? ''}|${input.minPrice ?? ''}|${input.maxPrice ?? ''}`,
        async () => checkedAnswer(calls.getProductList, await load()),
      );
    },

    getProduct: async ({ id }, ctx) => {
      const row = await findProduct(ctx.db, id);
      if (!row) throw notFound('Product');
      return localizeProduct(ctx.db, readerOf(ctx), toProduct(row));
    },

    GetSaleHistory: async ({ id }, ctx) => {
      const sales = await saleHistory(ctx.db, id);
      if (!sales) throw notFound('Product');
      return sales;
    },

    GetProductTypeList: async (_input, ctx) => localizeTypes(ctx.db, readerOf(ctx), await listProductTypes(ctx.db)),

    // Type names through the same localized reader as the type list, marked with their language.
    GetTzPriceData: async (_input, ctx) => {
      const series = await priceSeries(ctx.db, ctx.now());
      const named = await localizeTypes(
        ctx.db,
        readerOf(ctx),
        series.map((s) => ({ id: s.typeId, name: s.name })),
      );
      return {
        updatedAt: ctx.now().toISOString(),
        series: series.map((s, i) => ({ ...s, name: named[i]?.name ?? s.name, lang: named[i]?.lang })),
      };
    },

    GetAuctionTimeInfo: async (_input, ctx) => {
      const w = await loadWindow(ctx.db);
      return { startTime: w.startTime, endTime: w.endTime, timeZone: w.timeZone, now: ctx.now().getTime() };
    },
  } satisfies Partial<CallHandlers<'catalog'>>;
}
