// Marketplace and wallet routes: catalogue, auction window, buy, WeiPai, orders, delivery and the
// wallet calls. Registered by app.ts (their operator routes go into the operator plugin there).
import type { FastifyPluginAsync } from 'fastify';
import { walletRoutes } from '../wallet/routes';
import { catalogRoutes } from './catalog-routes';
import { orderRoutes } from './order-routes';

export const marketPlugin: FastifyPluginAsync = async (app) => {
  const events = app.ctx.products;
  catalogRoutes(app, events);
  orderRoutes(app, events);
  walletRoutes(app);
  return Promise.resolve();
};
