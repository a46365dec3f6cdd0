// Public catalogue calls: product list and detail, product types, the auction window.
import type { FastifyInstance } from 'fastify';
import { calls } from '@/lib/api/registry';
import { notFound } from '../http/errors';
import { registerCall } from '../http/register-call';
import { findProduct, listProducts, listProductTypes, toProduct } from './catalog';
import { loadWindow } from './window';

export function catalogRoutes(app: FastifyInstance): void {
  registerCall(app, calls.getProductList, (input, ctx) => listProducts(ctx.db, input));

  registerCall(app, calls.getProduct, async ({ id }, ctx) => {
    const row = await findProduct(ctx.db, id);
    if (!row) throw notFound('Product');
    return toProduct(row);
  });

  registerCall(app, calls.GetProductTypeList, (_input, ctx) => listProductTypes(ctx.db));

  registerCall(app, calls.GetAuctionTimeInfo, async (_input, ctx) => {
    const w = await loadWindow(ctx.db);
    return { startTime: w.startTime, endTime: w.endTime, timeZone: w.timeZone, now: ctx.now().getTime() };
  });
}
