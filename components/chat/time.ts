// Times in the chat, in the device's time zone and the screen's locale.

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "14:05" (or "2:05 PM"): under a message. */
export function clockTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A day divider between messages: "Nov 23, 2026". */
export function dayLabel(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

export function isSameDay(a: string, b: string): boolean {
  return sameDay(new Date(a), new Date(b));
}

/** The group list: the time today, "Yesterday", the day this year, else the date. */
export function listTime(iso: string, locale: string, now: Date, yesterday: string): string {
  const d = new Date(iso);
  if (sameDay(d, now)) return clockTime(iso, locale);
  const y = new Date(now);
  y.setDate(now.getDate() - 1);
  if (sameDay(d, y)) return yesterday;
  return new Intl.DateTimeFormat(
    locale,
    d.getFullYear() === now.getFullYear() ? { month: 'short', day: 'numeric' } : { dateStyle: 'short' },
  ).format(d);
}
