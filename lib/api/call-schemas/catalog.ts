// The catalogue and auction window calls' schemas (request, response, summary): one group of call-schemas.ts,
// a module of its own so the browser builds only the groups a screen calls (client/call-schemas.ts).
import * as catalog from '../schemas/catalog';
import { empty } from '../schemas/common';
import { schema } from './schema';

export const calls = {
  getProductList: schema({
    request: catalog.productListRequest,
    response: catalog.productList,
    summary: 'Page through products',
  }),
  getProduct: schema({
    request: catalog.idQuery,
    response: catalog.productDetail,
    summary: 'One product',
  }),
  GetProductTypeList: schema({
    request: empty,
    response: catalog.productTypeList,
    summary: 'Product types (categories)',
  }),
  GetAuctionTimeInfo: schema({
    request: empty,
    response: catalog.auctionTimeInfo,
    summary: "Today's auction window and the server time",
  }),
  GetTzPriceData: schema({
    request: empty,
    response: catalog.tzPriceData,
    summary: 'Daily price statistics per product type',
  }),
  GetSaleHistory: schema({
    request: catalog.idQuery,
    response: catalog.saleHistory,
    summary: "Every earlier sale of a product's piece (first sale and consignment resales), newest first",
  }),
};
