import { describe, expect, it } from 'vitest';
import { STATE_TIME_ZONES } from '@/content/state-time-zones';
import { isQuietHour, quietHoursHold } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('quiet hours for texts (decision 181)', () => {
  it('lets a text go from 8 am to 9 pm local and holds it otherwise', () => {
    // Chicago in January is UTC-6.
    expect(isQuietHour(at('2030-01-15T13:59:59Z'), 'America/Chicago')).toBe(true); // 7:59 am
    expect(isQuietHour(at('2030-01-15T14:00:00Z'), 'America/Chicago')).toBe(false); // 8:00 am
    expect(isQuietHour(at('2030-01-16T02:59:59Z'), 'America/Chicago')).toBe(false); // 8:59 pm
    expect(isQuietHour(at('2030-01-16T03:00:00Z'), 'America/Chicago')).toBe(true); // 9:00 pm
    expect(quietHoursHold(at('2030-01-15T20:00:00Z'), ['America/Chicago'])).toBeNull();
  });

  it('holds a text due late in the evening until 8 am the next local day', () => {
    // 10:30 pm on 14 January in Texas -> 8 am on 15 January, 14:00 UTC.
    expect(quietHoursHold(at('2030-01-15T04:30:00Z'), [STATE_TIME_ZONES.TX])).toEqual(at('2030-01-15T14:00:00Z'));
    // 5 am in Los Angeles in July (UTC-7) -> 8 am the same day, 15:00 UTC.
    expect(quietHoursHold(at('2030-07-10T12:00:00Z'), [STATE_TIME_ZONES.CA])).toEqual(at('2030-07-10T15:00:00Z'));
    // Hawaii keeps no daylight saving: 8 am is 18:00 UTC all year.
    expect(quietHoursHold(at('2030-07-10T12:00:00Z'), [STATE_TIME_ZONES.HI])).toEqual(at('2030-07-10T18:00:00Z'));
  });

  it('finds 8 am across a change of clocks (the night of 9-10 March 2030, New York)', () => {
    // 11 pm EST on 9 March; the clocks go forward at 2 am: 8 am EDT is 12:00 UTC.
    expect(quietHoursHold(at('2030-03-10T04:00:00Z'), ['America/New_York'])).toEqual(at('2030-03-10T12:00:00Z'));
  });

  it('with every zone at once (no state known), waits until it is 8 am in Hawaii, the last to wake', () => {
    const all = [...new Set(Object.values(STATE_TIME_ZONES))];
    expect(quietHoursHold(at('2030-01-15T04:30:00Z'), all)).toEqual(at('2030-01-15T18:00:00Z'));
    // 3 pm in New York, 10 am in Honolulu: goes now.
    expect(quietHoursHold(at('2030-01-15T20:00:00Z'), all)).toBeNull();
  });

  it('has a main zone for every state and DC, each a zone this runtime knows', () => {
    expect(Object.keys(STATE_TIME_ZONES)).toHaveLength(51);
    for (const zone of Object.values(STATE_TIME_ZONES))
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });
});
