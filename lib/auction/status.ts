// Auction status from the window's HH:mm times, read as wall-clock time in the server's
// zone, against server time (never the phone's clock alone). Pure: no React, no browser APIs.
import { HHMM_PATTERN } from '@/lib/api/limits';

export type AuctionPhase = 'not_started' | 'bidding' | 'ended';

export interface AuctionWindow {
  startTime: string;
  endTime: string;
  /** IANA zone the HH:mm times are in. */
  timeZone: string;
}

export interface AuctionStatus {
  phase: AuctionPhase;
  allowBuy: boolean;
  /** Milliseconds until the phase changes (0 at the exact boundary); for countdowns. */
  msToChange: number;
  /** The phase after that change. */
  nextPhase: AuctionPhase;
}

const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Milliseconds since wall-clock midnight in `timeZone` at the instant `epochMs`. */
export function msOfDayIn(epochMs: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(epochMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const ms = ((epochMs % 1000) + 1000) % 1000;
  return ((get('hour') % 24) * 3600 + get('minute') * 60 + get('second')) * 1000 + ms;
}

/** HH:mm as milliseconds since midnight; throws on anything else. */
export function parseHhmm(value: string): number {
  const match = HHMM_PATTERN.exec(value);
  if (!match) throw new RangeError(`not HH:mm: ${value}`);
  return (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}

/**
 * The status at server time `nowMs`. Start to end inclusive is bidding; an end earlier than the
 * start rolls to the next day, and the part of yesterday's window after midnight still counts as
 * bidding. Outside the window: before today's start → not_started; after today's end → ended
 * until midnight. A start equal to the end is open all day, with no closed instant: it is how an
 * operator (and the demo, the benches and the tests) says "always open", where "00:00–23:59"
 * closes for the day's last minute. Differences are wall-clock time (a DST jump inside a countdown
 * is not corrected). The SQL buy check (server/db/functions/gavel_buy_refusal.sql) is the same rule.
 */
export function auctionStatus(window: AuctionWindow, nowMs: number): AuctionStatus {
  const t = msOfDayIn(nowMs, window.timeZone);
  const start = parseHhmm(window.startTime);
  let end = parseHhmm(window.endTime);
  if (isAllDay(window)) return { phase: 'bidding', allowBuy: true, msToChange: DAY - t, nextPhase: 'bidding' };
  const rolls = end < start;
  if (rolls) end += DAY;

  if (rolls && t <= end - DAY)
    return { phase: 'bidding', allowBuy: true, msToChange: end - DAY - t, nextPhase: 'not_started' };
  if (t < start) return { phase: 'not_started', allowBuy: false, msToChange: start - t, nextPhase: 'bidding' };
  if (t <= end)
    return { phase: 'bidding', allowBuy: true, msToChange: end - t, nextPhase: rolls ? 'not_started' : 'ended' };
  return { phase: 'ended', allowBuy: false, msToChange: DAY - t, nextPhase: start === 0 ? 'bidding' : 'not_started' };
}

/** A start equal to the end: open all day, nothing to count down to (see auctionStatus). */
export function isAllDay(window: Pick<AuctionWindow, 'startTime' | 'endTime'>): boolean {
  return window.startTime === window.endTime;
}

/** Server time from the phone clock: remember the offset seen when GetAuctionTimeInfo answered. */
export function serverClock(serverNow: number, localAtReceipt: number): (localNow?: number) => number {
  const offset = serverNow - localAtReceipt;
  return (localNow = Date.now()) => localNow + offset;
}
