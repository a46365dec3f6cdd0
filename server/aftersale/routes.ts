// The buyer's after-sale calls (getAfterSale, afterSaleList, openAfterSale, replyAfterSale).
import type { CallHandlers } from '../http/call-group';
import { ApiError } from '../http/errors';

const todo = () => Promise.reject(new ApiError(503, 'After-sale is not served yet', { reason: 'unavailable' }));

export const afterSaleCalls = {
  getAfterSale: todo,
  afterSaleList: todo,
  openAfterSale: todo,
  replyAfterSale: todo,
} satisfies CallHandlers<'aftersale'>;
