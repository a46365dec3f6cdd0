// The orders group's operator calls: their facts (zod-free; the schemas are in ./orders.ts).
import { ALL, SUPPORT, read, write, type Fact } from './define';

export const ordersFacts = {
  // Orders (support).
  orderShip: write('/orders/ship', SUPPORT),
  orderDeliver: write('/orders/deliver', SUPPORT),
  // Several at once (issue 42 #8): one carrier, one tracking number each, a result per order.
  orderShipBulk: write('/orders/ship-bulk', SUPPORT),
  // The console's Orders screen (mkt23): every order, newest first.
  orderList: read('/orders', ALL, { paged: true }),
} satisfies Record<string, Fact>;
