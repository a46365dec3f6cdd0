// The aftersale feature's public module: the user's cases for their data export. The buyer's calls
// (plugin.ts) and support's (operator-routes.ts) are registered by the app (server/routes.ts).
export { afterSaleRecordsOf } from './data-export';
