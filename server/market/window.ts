// The daily auction window: wall-clock HH:mm start and end in an IANA time zone, stored in
// market_settings. An end earlier than the start rolls to the next day (docs/api.md).
import { eq } from 'drizzle-orm';
import { auctionStatus, type AuctionWindow } from '@/lib/auction/status';
import type { Executor } from '../db/client';
import { marketSettings } from '../db/schema';

export type { AuctionWindow };

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether buying is allowed at `now`: the contract's one rule (lib/auction), so the server and the
 * app agree to the millisecond — start to end inclusive, an end earlier than the start rolls over.
 */
export function biddingOpen(w: AuctionWindow, now: Date): boolean {
  return auctionStatus(w, now.getTime()).allowBuy;
}

export async function loadWindow(exec: Executor): Promise<AuctionWindow & { consignMarkupBp: number }> {
  const [row] = await exec.select().from(marketSettings).where(eq(marketSettings.id, 1));
  if (!row) throw new Error('market_settings row missing (migration 0002)');
  return {
    startTime: row.startTime,
    endTime: row.endTime,
    timeZone: row.timeZone,
    consignMarkupBp: row.consignMarkupBp,
  };
}
