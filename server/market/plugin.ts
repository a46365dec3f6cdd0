// The market's two group plugins: the catalogue (product list and detail, types, price history,
// sale history, the auction window) and orders (buy, WeiPai, orders, delivery, receipt). Their
// operator routes go into the operator plugin (server/routes.ts).
import { defineCallGroup } from '../http/call-group';
import type { AddressBook } from '../ports/address-book';
import { catalogCalls } from './catalog-routes';
import { orderCalls } from './order-routes';

export const catalogPlugin = defineCallGroup('catalog', (app) => catalogCalls(app.ctx.products));
/** `book`: the buyers' delivery addresses (account's, through server/ports/address-book.ts). */
export const ordersPlugin = (book: AddressBook) => defineCallGroup('orders', (app) => orderCalls(app, book));
