// An after-sale case's status tag: waiting on support, on the buyer, on a second approver; closed.
import type { TagTone } from '@/components/ui/tag';
import type { AfterSaleStatus } from '@/lib/api/schemas/aftersale';

export const STATUS_TONE: Record<AfterSaleStatus, TagTone> = {
  open: 'warning',
  info_requested: 'neutral',
  refund_pending: 'warning',
  refunded: 'success',
  rejected: 'error',
};

/** The steps support may still take. */
export const isOpen = (s: AfterSaleStatus) => s === 'open' || s === 'info_requested' || s === 'refund_pending';
