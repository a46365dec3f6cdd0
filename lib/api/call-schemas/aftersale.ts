// The after-sale calls' schemas (request, response, summary): one group of call-schemas.ts, a module
// of its own so the browser builds it only on the screens that call it (client/call-schemas.ts).
import * as aftersale from '../schemas/aftersale';
import { schema } from './schema';

export const calls = {
  getAfterSale: schema({
    request: aftersale.getAfterSaleRequest,
    response: aftersale.afterSaleOfOrder,
    summary: "An order's after-sale state: whether a request may be opened, until when, and its cases",
  }),
  afterSaleList: schema({
    request: aftersale.afterSaleListRequest,
    response: aftersale.afterSaleList,
    summary: "Page through the user's after-sale requests, newest activity first",
  }),
  openAfterSale: schema({
    request: aftersale.openAfterSaleRequest,
    response: aftersale.afterSaleResult,
    summary: 'Open an after-sale request on a delivered order (within the window; one open per order)',
  }),
  replyAfterSale: schema({
    request: aftersale.replyAfterSaleRequest,
    response: aftersale.afterSaleResult,
    summary: 'Add text and photos to an open after-sale request (the answer to a request for more)',
  }),
};
