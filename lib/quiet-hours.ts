/**
 * Quiet hours for texts (decision 181): a text leaves only within its recipient's sending window,
 * local time: 8 am to 9 pm under the federal rule, 8 am to 8 pm where a state's law says so
 * (content/sms-sending-hours.ts), in the state's main zone (content/state-time-zones.ts).
 * Pure, over IANA zone names, so it is tested with any `now`.
 */
import { FEDERAL_SENDING_HOURS, STATE_SENDING_HOURS, type SendingHours } from '@/content/sms-sending-hours';
import { STATE_TIME_ZONES } from '@/content/state-time-zones';
import { US_STATE_CODES, type UsStateCode } from '@/lib/us-states';

/** Where a text may go and when: from `firstHour` until just before `endHour`, local time in `timeZone`. */
export interface SendingWindow extends SendingHours {
  timeZone: string;
}

function windowOf(state: UsStateCode): SendingWindow {
  const { firstHour, endHour } = STATE_SENDING_HOURS[state] ?? FEDERAL_SENDING_HOURS;
  return { timeZone: STATE_TIME_ZONES[state], firstHour, endHour };
}

/** Every distinct window of the table: for a recipient whose state is not known, it must be day in all. */
const ALL_WINDOWS: readonly SendingWindow[] = [
  ...new Map(
    US_STATE_CODES.map((state) => {
      const window = windowOf(state);
      return [`${window.timeZone} ${window.firstHour}-${window.endHour}`, window] as const;
    }),
  ).values(),
];

/** The windows a text to someone in this state must respect: its own, or every one when unknown. */
export function sendingWindowsFor(state: string | null | undefined): SendingWindow[] {
  return state && (US_STATE_CODES as readonly string[]).includes(state)
    ? [windowOf(state as UsStateCode)]
    : [...ALL_WINDOWS];
}

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

/** Whether `at` is outside the window (before its first hour or from its end hour on), local time. */
export function isQuietHour(at: Date, window: SendingWindow): boolean {
  const { hour } = localTime(at, window.timeZone);
  return hour >= window.endHour || hour < window.firstHour;
}

/** The next opening of the window at or after `at` (only meaningful within quiet hours). */
function nextMorning(at: Date, window: SendingWindow): Date {
  const local = localTime(at, window.timeZone);
  // After the end hour the morning is tomorrow's; the calendar arithmetic is done in UTC on the local date.
  const date = new Date(Date.UTC(local.year, local.month - 1, local.day + (local.hour >= window.endHour ? 1 : 0)));
  return instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), window.firstHour, window.timeZone);
}

/**
 * When a text due at `now` may go so that it is within every one of `windows`: `null` when it may
 * go now, otherwise the instant it is held until (8 am local in the zone that wakes last).
 */
export function quietHoursHold(now: Date, windows: readonly SendingWindow[]): Date | null {
  let at = now;
  // Each pass moves to a window's opening; with US zones the overlap is reached within a few passes.
  for (let pass = 0; pass < windows.length * 2 + 1; pass += 1) {
    const quiet = windows.find((window) => isQuietHour(at, window));
    if (!quiet) return at.getTime() === now.getTime() ? null : at;
    at = nextMorning(at, quiet);
  }
  throw new Error('no sending hour common to these windows');
}
