// The daily auction window: wall-clock HH:mm start and end in an IANA time zone, stored in
// market_settings. An end earlier than the start rolls to the next day (spec §4).
import { eq } from 'drizzle-orm';
import { msOfDayIn } from '@/lib/auction/status';
import type { Executor } from '../db/client';
import { marketSettings } from '../db/schema';

export interface AuctionWindow {
  startTime: string;
  endTime: string;
  timeZone: string;
}

export type AuctionStatus = 'not_started' | 'in_progress' | 'ended';

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Minutes since midnight of `now` on the wall clock of `timeZone`. The client's msOfDayIn keeps one
 * formatter per zone: building one costs ~15 times using it, and every buy asks.
 */
export function wallMinutes(now: Date, timeZone: string): number {
  return Math.floor(msOfDayIn(now.getTime(), timeZone) / 60_000);
}

/**
 * Status at `now`. Both ends are inclusive to the minute: a window 10:00–22:00 accepts 22:00:59.
 * For a rolled window (end < start) the part after midnight belongs to the previous day's window.
 */
export function auctionStatus(w: AuctionWindow, now: Date): AuctionStatus {
  const m = wallMinutes(now, w.timeZone);
  const start = minutes(w.startTime);
  const end = minutes(w.endTime);
  if (start <= end) return m < start ? 'not_started' : m <= end ? 'in_progress' : 'ended';
  if (m >= start || m <= end) return 'in_progress';
  return 'not_started';
}

export async function loadWindow(exec: Executor): Promise<AuctionWindow & { consignMarkupBp: number }> {
  const [row] = await exec.select().from(marketSettings).where(eq(marketSettings.id, 1));
  if (!row) throw new Error('market_settings row missing (migration 0002)');
  return { startTime: row.startTime, endTime: row.endTime, timeZone: row.timeZone, consignMarkupBp: row.consignMarkupBp };
}
