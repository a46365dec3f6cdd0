// The market's part of the user's data export (docs/privacy.md): every order of the user, as
// orderList shows them (names in the reader's language). A consignment is an order's step
// (askingPrice, consignedAt, soldAt), so consignments are in here too.
import type { Executor } from '../db/client';
import { ALL_ROWS } from '../db/paging';
import { localizeOrders, type Reader } from '../content';
import { listOrders } from './orders';

export async function ordersOf(exec: Executor, reader: Reader, userId: number) {
  return localizeOrders(exec, reader, (await listOrders(exec, userId, ALL_ROWS)).items);
}
