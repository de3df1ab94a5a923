/**
 * Times as the agency reads them (issue 23): in its own time zone (AGENCY_TIME_ZONE), with the
 * UTC time kept for a tooltip and for exports that other systems read.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formatters.set(key, found);
  }
  return found;
}

/**
 * "Nov 25, 2026, 2:50 PM EST": the date and time in the agency's zone, with the zone's name (in
 * another locale's words for a visitor's page: the comments shown without JavaScript).
 */
export function formatInZone(date: Date, timeZone: string, locale = 'en-US'): string {
  return formatter(
    timeZone,
    { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    locale,
  ).format(date);
}

/** "Nov 25, 2026": the day in the agency's zone. */
export function formatDayInZone(date: Date, timeZone: string): string {
  return formatter(timeZone, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** "2026-11-25 19:50:09 UTC". */
export function formatUtc(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}

/** "2026-11-25 14:50:09": the agency's local time as a spreadsheet reads it (the zone is in the column's name). */
export function spreadsheetTimeInZone(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter(timeZone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** How long something has waited, in the largest whole unit: "under a minute", "1 minute", "5 hours", "3 days". */
export function waitedFor(milliseconds: number): string {
  const minutes = Math.floor(Math.max(0, milliseconds) / 60_000);
  if (minutes < 1) return 'under a minute';
  const [amount, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
