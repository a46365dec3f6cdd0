// Home's reads with fixed input: what the screen asks for, and what its HTML already asks for
// while the page loads (head start, lib/api/client/head-start.ts) or the server inlined
// (server/http/inline-reads.ts). One table (lib/api/first-reads.ts), so they stay the very same
// requests. The auction time is not in the head start: the countdown derives server time from that
// read's own round trip (use-auction-time.ts), which a waiting answer would distort.
import { pageHeadStart } from '@/lib/api/first-reads';

export { FEATURED } from '@/lib/api/first-reads';

export const HOME_HEAD_START = pageHeadStart('home');
