// The auction window's time zone as a reader names it (issue 22): "China Standard Time",
// « heure normale de la Chine », 中国标准时间, from Intl, never the IANA id (Asia/Shanghai).

/** The localized long name of `timeZone` at `at` (standard or daylight time as it applies then). */
export function zoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    // An id this browser does not know: better its id than nothing.
    return timeZone;
  }
}
