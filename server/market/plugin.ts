// The market's two group plugins: the catalogue (product list and detail, types, price history,
// sale history, the auction window) and orders (buy, WeiPai, orders, delivery, receipt). Their
// operator routes go into the operator plugin (server/routes.ts).
import { defineCallGroup } from '../http/call-group';
import { catalogCalls } from './catalog-routes';
import { orderCalls } from './order-routes';

export const catalogPlugin = defineCallGroup('catalog', (app) => catalogCalls(app.ctx.products));
export const ordersPlugin = defineCallGroup('orders', orderCalls);
