// When bidding next opens: the instant (server epoch ms) of the next window start after `nowMs`.
// Used by screens to say "Bidding opens at 10:00" when buying is refused outside the window.
import { auctionStatus, parseHhmm, type AuctionWindow } from './status';

const DAY = 86_400_000;

/** The next start at or after `nowMs`; `null` while bidding is in progress (it is open now). */
export function nextWindowStart(window: AuctionWindow, nowMs: number): number | null {
  const status = auctionStatus(window, nowMs);
  if (status.allowBuy) return null;
  // Before today's start the change is the start itself; after the end the status changes at
  // midnight (to "not started", or straight to bidding for a 00:00 start), then the start follows.
  if (status.phase === 'not_started') return nowMs + status.msToChange;
  const start = parseHhmm(window.startTime);
  return nowMs + status.msToChange + (start === 0 ? 0 : start % DAY);
}
