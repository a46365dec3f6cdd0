// Wallet movements grouped by the day they happened, in the user's time zone.
import type { CallResult } from '@/lib/api/registry';

export type WalletEntry = CallResult<'WalletsPage'>['items'][number];

export interface LedgerDay {
  /** YYYY-MM-DD in the given time zone. */
  day: string;
  entries: WalletEntry[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dayOf(iso: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let f = dayFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(key, f);
  }
  return f.format(new Date(iso));
}

/** Entries (newest first, as the server sends them) in runs of one day each, order kept. */
export function groupByDay(entries: readonly WalletEntry[], timeZone?: string): LedgerDay[] {
  const days: LedgerDay[] = [];
  for (const entry of entries) {
    const day = dayOf(entry.createdAt, timeZone);
    const last = days[days.length - 1];
    if (last && last.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

/** Sign and tone of a movement: money in is green with "+", money out is plain with "−". */
export function signOf(amount: number): { sign: '+' | '−' | ''; tone: 'in' | 'out' | 'zero' } {
  if (amount > 0) return { sign: '+', tone: 'in' };
  if (amount < 0) return { sign: '−', tone: 'out' };
  return { sign: '', tone: 'zero' };
}
