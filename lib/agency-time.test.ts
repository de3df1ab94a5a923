import { describe, expect, it } from 'vitest';
import { formatDayInZone, formatInZone, formatUtc, spreadsheetTimeInZone, waitedFor } from './agency-time';

const at = new Date('2026-11-25T19:50:09.677Z');

describe('agency time', () => {
  it('shows a time in the agency zone with its name, and the UTC time apart', () => {
    expect(formatInZone(at, 'America/New_York')).toBe('Nov 25, 2026, 2:50 PM EST');
    expect(formatInZone(at, 'America/Los_Angeles')).toBe('Nov 25, 2026, 11:50 AM PST');
    expect(formatInZone(new Date('2026-07-04T16:00:00Z'), 'America/New_York')).toBe('Jul 4, 2026, 12:00 PM EDT');
    expect(formatDayInZone(new Date('2026-11-26T03:00:00Z'), 'America/New_York')).toBe('Nov 25, 2026');
    expect(formatUtc(at)).toBe('2026-11-25 19:50:09 UTC');
    expect(spreadsheetTimeInZone(at, 'America/New_York')).toBe('2026-11-25 14:50:09');
    expect(spreadsheetTimeInZone(new Date('2026-11-26T04:05:06Z'), 'America/New_York')).toBe('2026-11-25 23:05:06');
  });

  it('says how long an item waited in the largest whole unit', () => {
    expect(waitedFor(30_000)).toBe('under a minute');
    expect(waitedFor(60_000)).toBe('1 minute');
    expect(waitedFor(59 * 60_000)).toBe('59 minutes');
    // Each unit starts where the smaller one ends: an hour is "1 hour", two days "2 days".
    expect(waitedFor(60 * 60_000)).toBe('1 hour');
    expect(waitedFor(48 * 3_600_000)).toBe('2 days');
    expect(waitedFor(3 * 3_600_000 + 5)).toBe('3 hours');
    expect(waitedFor(47 * 3_600_000)).toBe('47 hours');
    expect(waitedFor(3 * 86_400_000)).toBe('3 days');
    expect(waitedFor(-5)).toBe('under a minute');
  });
});
