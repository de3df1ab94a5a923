/**
 * Quiet hours for texts (decision 181): none between 9 pm and 8 am in the recipient's time zone.
 * Pure, over IANA zone names, so it is tested with any `now`.
 */

/** First hour a text may go (8 am) and the hour from which none may (9 pm), local time. */
export const QUIET_HOURS = { endHour: 8, startHour: 21 } as const;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function localTime(at: Date, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at that instant, in milliseconds (local minus UTC). */
function offsetMs(at: Date, timeZone: string): number {
  const local = localTime(at, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a local wall-clock time in a zone (8 am is never in a daylight-saving gap). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  // Once more with the offset at the guess itself, in case a change of offset lies in between.
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** Whether `at` is within quiet hours (9 pm to 8 am) in the zone. */
export function isQuietHour(at: Date, timeZone: string): boolean {
  const { hour } = localTime(at, timeZone);
  return hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
}

/** The next 8 am local in the zone at or after `at` (only meaningful within quiet hours). */
function nextMorning(at: Date, timeZone: string): Date {
  const local = localTime(at, timeZone);
  // After 9 pm the morning is tomorrow's; the calendar arithmetic is done in UTC on the local date.
  const date = new Date(
    Date.UTC(local.year, local.month - 1, local.day + (local.hour >= QUIET_HOURS.startHour ? 1 : 0)),
  );
  return instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), QUIET_HOURS.endHour, timeZone);
}

/**
 * When a text due at `now` may go so that it is daytime in every one of `zones`: `null` when it
 * may go now, otherwise the instant it is held until (8 am local in the zone that wakes last).
 */
export function quietHoursHold(now: Date, zones: readonly string[]): Date | null {
  let at = now;
  // Each pass moves to a zone's 8 am; with US zones the overlap is reached within a few passes.
  for (let pass = 0; pass < zones.length * 2 + 1; pass += 1) {
    const quiet = zones.find((zone) => isQuietHour(at, zone));
    if (!quiet) return at.getTime() === now.getTime() ? null : at;
    at = nextMorning(at, quiet);
  }
  throw new Error('no daytime hour common to these time zones');
}
