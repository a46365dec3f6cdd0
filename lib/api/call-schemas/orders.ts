// The orders calls' schemas (request, response, summary): one group of call-schemas.ts,
// a module of its own so the browser builds only the groups a screen calls (client/call-schemas.ts).
import * as orders from '../schemas/orders';
import { schema } from './schema';

export const calls = {
  buyProduct: schema({
    request: orders.buyProductRequest,
    response: orders.buyProductResult,
    summary: 'Buy a product from the wallet balance',
  }),
  orderList: schema({
    request: orders.orderListRequest,
    response: orders.orderList,
    summary: "Page through the user's orders",
  }),
  ProductWeiPai: schema({
    request: orders.productWeiPaiRequest,
    response: orders.orderResult,
    summary: 'Consign one owned item for resale',
  }),
  OneKeyProductWeiPai: schema({
    request: orders.oneKeyWeiPaiRequest,
    response: orders.oneKeyWeiPaiResult,
    summary: 'Consign several (or all) owned items at once',
  }),
  requestDelivery: schema({
    request: orders.requestDeliveryRequest,
    response: orders.orderResult,
    summary: 'Ask for an owned item to be delivered (pickup)',
  }),
  confirmReceipt: schema({
    request: orders.confirmReceiptRequest,
    response: orders.orderResult,
    summary: 'Confirm a shipped item arrived (the order becomes delivered)',
  }),
};
