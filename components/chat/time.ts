// Times in the chat, in the device's time zone and the screen's locale. Calendar comparisons are
// date-fns's (same day, the day before, same year: DST and month ends handled there); the words
// are Intl's, in the reader's language.
import { isSameDay as sameDay, isSameYear, subDays } from 'date-fns';

/** "14:05" (or "2:05 PM"): under a message. */
export function clockTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A day divider between messages: "Nov 23, 2026". */
export function dayLabel(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** Two instants on the same calendar day here (a day divider goes between them when not). */
export function isSameDay(a: string, b: string): boolean {
  return sameDay(a, b);
}

/** The group list: the time today, "Yesterday", the day this year, else the date. */
export function listTime(iso: string, locale: string, now: Date, yesterday: string): string {
  const d = new Date(iso);
  if (sameDay(d, now)) return clockTime(iso, locale);
  if (sameDay(d, subDays(now, 1))) return yesterday;
  return new Intl.DateTimeFormat(
    locale,
    isSameYear(d, now) ? { month: 'short', day: 'numeric' } : { dateStyle: 'short' },
  ).format(d);
}
