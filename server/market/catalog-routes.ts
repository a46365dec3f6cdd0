// Public catalogue calls: product list and detail, product types, the auction window.
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { notFound } from '../http/errors';
import { registerCall } from '../http/register-call';
import { findProduct, listProducts, listProductTypes, toProduct } from './catalog';
import { CACHED_PAGES } from './list-cache';
import type { ProductEvents } from '../ports/product-events';
import { saleHistory } from './sale-history';
import { loadWindow } from './window';

export function catalogRoutes(app: FastifyInstance, events: ProductEvents): void {
  // The public first pages come from the short-lived cache; a keyword search always asks.
  registerCall(app, calls.getProductList, (input, ctx) =>
    input.keyword || input.page > CACHED_PAGES
      ? listProducts(ctx.db, input)
      : events.lists.get(
          `${input.page}|${input.pageSize}|${input.sort}|${input.typeId ?? ''}|${input.kind ?? ''}|${input.minPrice ?? ''}|${input.maxPrice ?? ''}`,
          () => listProducts(ctx.db, input),
        ),
  );

  registerCall(app, calls.getProduct, async ({ id }, ctx) => {
    const row = await findProduct(ctx.db, id);
    if (!row) throw notFound('Product');
    return toProduct(row);
  });

  registerCall(app, calls.GetSaleHistory, async ({ id }, ctx) => {
    const sales = await saleHistory(ctx.db, id);
    if (!sales) throw notFound('Product');
    return sales;
  });

  registerCall(app, calls.GetProductTypeList, (_input, ctx) => listProductTypes(ctx.db));

  registerCall(app, calls.GetAuctionTimeInfo, async (_input, ctx) => {
    const w = await loadWindow(ctx.db);
    return { startTime: w.startTime, endTime: w.endTime, timeZone: w.timeZone, now: ctx.now().getTime() };
  });
}
