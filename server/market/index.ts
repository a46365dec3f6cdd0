// Marketplace and wallet routes: catalogue, auction window, buy, WeiPai, orders, delivery, the
// wallet calls, and their operator API. Registered by app.ts.
import type { FastifyPluginAsync } from 'fastify';
import { walletOperatorRoutes } from '../wallet/operator-routes';
import { walletRoutes } from '../wallet/routes';
import { catalogRoutes } from './catalog-routes';
import { marketOperatorRoutes } from './operator-routes';
import { orderRoutes } from './order-routes';

export const marketPlugin: FastifyPluginAsync = async (app) => {
  catalogRoutes(app);
  orderRoutes(app);
  walletRoutes(app);
  marketOperatorRoutes(app);
  walletOperatorRoutes(app);
  return Promise.resolve();
};
