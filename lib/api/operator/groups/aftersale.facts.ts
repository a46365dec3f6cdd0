// The aftersale group's operator calls: their facts (zod-free; the schemas are in ./aftersale.ts).
// Support works the queue (asks, rejects); a refund moves money, so finance may give it too, and
// one above DUAL_APPROVAL_ABOVE needs a second console operator's approval (docs/console.md).
import { ALL, SUPPORT, read, write, type Fact, type OperatorRole } from './define';

/** Who may refund an after-sale case and give a refund's second approval. */
export const REFUNDERS: readonly OperatorRole[] = ['support', 'finance', 'admin'];

export const aftersaleFacts = {
  afterSaleQueue: read('/aftersale', ALL, { paged: true }),
  afterSaleCase: read('/aftersale/case', ALL),
  askAfterSaleInfo: write('/aftersale/ask', SUPPORT),
  refundAfterSale: write('/aftersale/refund', REFUNDERS),
  approveAfterSaleRefund: write('/aftersale/approve', REFUNDERS),
  rejectAfterSale: write('/aftersale/reject', SUPPORT),
} satisfies Record<string, Fact>;
