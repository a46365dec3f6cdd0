// Marketplace routes: catalogue, auction window, buy, WeiPai, orders and delivery. Registered by app.ts (their operator routes go into the operator plugin there).
import type { FastifyPluginAsync } from 'fastify';
import { catalogRoutes } from './catalog-routes';
import { orderRoutes } from './order-routes';

export const marketPlugin: FastifyPluginAsync = async (app) => {
  const events = app.ctx.products;
  catalogRoutes(app, events);
  orderRoutes(app, events);
  return Promise.resolve();
};
