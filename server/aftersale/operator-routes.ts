// Support's after-sale calls: the queue, one case, ask for more, refund (two-person above
// DUAL_APPROVAL_ABOVE), reject. Every step writes its audit row in its transaction.
import type { OperatorHandlers } from '../operator/operator-group';
import { ApiError } from '../http/errors';

const todo = () => Promise.reject(new ApiError(503, 'After-sale is not served yet', { reason: 'unavailable' }));

export const afterSaleOperatorHandlers = {
  afterSaleQueue: todo,
  afterSaleCase: todo,
  askAfterSaleInfo: todo,
  refundAfterSale: todo,
  approveAfterSaleRefund: todo,
  rejectAfterSale: todo,
} satisfies OperatorHandlers<'aftersale'>;
