// Home's reads with fixed input: what the screen asks for, and what its HTML already asks for
// while the page loads (head start, lib/api/client/head-start.ts). One table, so the two stay
// the very same requests. The auction time is not in the head start: the countdown derives server
// time from that read's own round trip (use-auction-time.ts), which a waiting answer would distort.
import { headStartRead } from '@/lib/api/client/head-start';
import { PRIORITY_CARDS } from '@/components/ui/product-card';

/** Six featured auction items: three rows of the two-column waterfall. */
export const FEATURED = { page: 1, pageSize: 6, kind: 'auction' } as const;

export const HOME_HEAD_START = [
  headStartRead('getProductList', FEATURED, PRIORITY_CARDS),
  headStartRead('GetProductTypeList', {}),
  headStartRead('GetNotice', {}),
];
