// The market feature's public module: what other features may use (the auction window, a
// product's public shape, the realtime topics). The catalogue and orders plugins are registered
// by the app.
export { findProduct, productsByIds, toProduct } from './catalog';
export { MARKET_TOPICS } from './live';
export { loadWindow } from './window';
export { orderTotals, orderTotalsPerDay, type OrderTotals } from './daily-orders';
export { ordersOf } from './data-export';
// After-sale (server/aftersale/) reads and locks orders and records what it refunded on one.
export { addRefunded, findOwnOrder, lockOrder, lockOwnOrder, ordersByIds, type OrderRow } from './orders';
// The notification centre names a delivery's item; the console's user detail lists the latest orders.
export { productIdsOfOrders, recentOrdersOf } from './orders';
// The operator exports (server/admin/exports) read orders a keyset page at a time.
export { ordersInRange } from './order-export';
// The first-start seed (server/seed/) writes the demo catalogue, the window and the price history.
export { insertProducts, insertProductTypes, productNames, seedPriceHistory, setAuctionWindow } from './seed-rows';
export { listProductTypes } from './catalog';
// Content's editor reaches item and type names through these (server/ports/text-rows.ts).
export { productTexts, productTypeTexts } from './text-columns';
