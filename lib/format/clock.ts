// Wall-clock times in each locale's usual clock: Intl's own choice of 12 or 24 hours and of the
// hour's digits ("Fri 1:00 AM" in English, "ven. 01:00" in French), never a forced hour12 or a
// two-digit hour the locale does not use. Chinese reads 24 h in both scripts: Intl's default for
// zh-TW is 12 h with 上午/下午, which the issue (#27) rejected for an auction's opening time.
const TWENTY_FOUR_HOURS = /^zh\b/i;

export function clockOptions(locale: string): Intl.DateTimeFormatOptions {
  return TWENTY_FOUR_HOURS.test(locale)
    ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : { hour: 'numeric', minute: '2-digit' };
}

/** "Fri 1:00 AM", "ven. 01:00", "周五 01:00": a weekday and a time, in the phone's zone unless given. */
export function formatWeekdayTime(epochMs: number, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    ...clockOptions(locale),
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(epochMs));
}
