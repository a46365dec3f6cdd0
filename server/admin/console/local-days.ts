// Calendar days of a time zone (the auction window's): the dashboard counts per local day, so an
// order at 23:30 in Shanghai is on that Shanghai day whatever the server's or the reader's zone.
const DAY = 86_400_000;

/** The calendar date (YYYY-MM-DD) of the instant `at` in `timeZone`. */
export function localDate(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `n` consecutive calendar dates ending with the one `now` falls on in `timeZone`, oldest first. */
export function lastDays(timeZone: string, now: number, n: number): string[] {
  const today = Date.parse(`${localDate(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * DAY).toISOString().slice(0, 10));
}
