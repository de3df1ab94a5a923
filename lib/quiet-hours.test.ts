import { describe, expect, it } from 'vitest';
import { FEDERAL_SENDING_HOURS, STATE_SENDING_HOURS } from '@/content/sms-sending-hours';
import { STATE_TIME_ZONES } from '@/content/state-time-zones';
import { US_STATE_CODES } from '@/lib/us-states';
import { isQuietHour, quietHoursHold, sendingWindowsFor, type SendingWindow } from './quiet-hours';

const at = (iso: string) => new Date(iso);
/** The federal window (8 am to 9 pm) in a zone. */
const federal = (timeZone: string): SendingWindow => ({ timeZone, firstHour: 8, endHour: 21 });

describe('quiet hours for texts (decision 181)', () => {
  it('lets a text go from 8 am to 9 pm local and holds it otherwise', () => {
    // Chicago in January is UTC-6.
    const chicago = federal('America/Chicago');
    expect(isQuietHour(at('2030-01-15T13:59:59Z'), chicago)).toBe(true); // 7:59 am
    expect(isQuietHour(at('2030-01-15T14:00:00Z'), chicago)).toBe(false); // 8:00 am
    expect(isQuietHour(at('2030-01-16T02:59:59Z'), chicago)).toBe(false); // 8:59 pm
    expect(isQuietHour(at('2030-01-16T03:00:00Z'), chicago)).toBe(true); // 9:00 pm
    expect(quietHoursHold(at('2030-01-15T20:00:00Z'), [chicago])).toBeNull();
  });

  it('holds a text due late in the evening until 8 am the next local day', () => {
    // 10:30 pm on 14 January in Texas -> 8 am on 15 January, 14:00 UTC.
    expect(quietHoursHold(at('2030-01-15T04:30:00Z'), sendingWindowsFor('TX'))).toEqual(at('2030-01-15T14:00:00Z'));
    // 5 am in Los Angeles in July (UTC-7) -> 8 am the same day, 15:00 UTC.
    expect(quietHoursHold(at('2030-07-10T12:00:00Z'), sendingWindowsFor('CA'))).toEqual(at('2030-07-10T15:00:00Z'));
    // Hawaii keeps no daylight saving: 8 am is 18:00 UTC all year.
    expect(quietHoursHold(at('2030-07-10T12:00:00Z'), sendingWindowsFor('HI'))).toEqual(at('2030-07-10T18:00:00Z'));
  });

  it('finds 8 am across a change of clocks (the night of 9-10 March 2030, New York)', () => {
    // 11 pm EST on 9 March; the clocks go forward at 2 am: 8 am EDT is 12:00 UTC.
    expect(quietHoursHold(at('2030-03-10T04:00:00Z'), [federal('America/New_York')])).toEqual(
      at('2030-03-10T12:00:00Z'),
    );
  });

  it('stops at 8 pm in Florida and Oklahoma, whose laws end the day an hour early', () => {
    // Florida (Eastern, EST in January = UTC-5): a text due at 8:30 pm on 14 January is held until 8 am on the 15th.
    expect(sendingWindowsFor('FL')).toEqual([{ timeZone: 'America/New_York', firstHour: 8, endHour: 20 }]);
    expect(quietHoursHold(at('2030-01-15T01:30:00Z'), sendingWindowsFor('FL'))).toEqual(at('2030-01-15T13:00:00Z'));
    // The same minute in Georgia (same zone, federal window) goes at once: 8:30 pm is before 9 pm.
    expect(quietHoursHold(at('2030-01-15T01:30:00Z'), sendingWindowsFor('GA'))).toBeNull();
    // Florida's edges: 7:59:59 pm goes, 8:00 pm does not.
    expect(quietHoursHold(at('2030-01-15T00:59:59Z'), sendingWindowsFor('FL'))).toBeNull();
    expect(quietHoursHold(at('2030-01-15T01:00:00Z'), sendingWindowsFor('FL'))).toEqual(at('2030-01-15T13:00:00Z'));
    // Oklahoma (Central, CDT in July = UTC-5): 8:15 pm on 10 July is held until 8 am CDT on the 11th, 13:00 UTC;
    // Texas, next door on the same clock, may still be texted then.
    expect(quietHoursHold(at('2030-07-11T01:15:00Z'), sendingWindowsFor('OK'))).toEqual(at('2030-07-11T13:00:00Z'));
    expect(quietHoursHold(at('2030-07-11T01:15:00Z'), sendingWindowsFor('TX'))).toBeNull();
    // The morning is 8 am as everywhere: 7:30 am in Florida waits half an hour.
    expect(quietHoursHold(at('2030-01-15T12:30:00Z'), sendingWindowsFor('FL'))).toEqual(at('2030-01-15T13:00:00Z'));
  });

  it('with the state unknown, waits until it is 8 am in Hawaii and stops at 8 pm in Florida', () => {
    const all = sendingWindowsFor(null);
    // One window per zone and set of hours: the federal ones, and Florida's and Oklahoma's 8 pm.
    expect(all).toContainEqual({ timeZone: 'America/New_York', firstHour: 8, endHour: 20 });
    expect(all).toContainEqual({ timeZone: 'Pacific/Honolulu', firstHour: 8, endHour: 21 });
    expect(new Set(all.map((window) => JSON.stringify(window))).size).toBe(all.length);
    expect(quietHoursHold(at('2030-01-15T04:30:00Z'), all)).toEqual(at('2030-01-15T18:00:00Z'));
    // 3 pm in New York, 10 am in Honolulu: goes now.
    expect(quietHoursHold(at('2030-01-15T20:00:00Z'), all)).toBeNull();
    // 8:30 pm in New York (Florida's clock), 3:30 pm in Honolulu: held until Hawaii's next 8 am, when it is
    // 1 pm in Florida.
    expect(quietHoursHold(at('2030-01-16T01:30:00Z'), all)).toEqual(at('2030-01-16T18:00:00Z'));
    expect(sendingWindowsFor('XX')).toEqual(all);
  });

  it('has a main zone for every state and DC, each a zone this runtime knows', () => {
    expect(Object.keys(STATE_TIME_ZONES)).toHaveLength(51);
    for (const zone of Object.values(STATE_TIME_ZONES))
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });

  it('has sending hours for every state, each sourced, none longer than the federal window', () => {
    for (const state of US_STATE_CODES) {
      const [window] = sendingWindowsFor(state);
      expect(window!.timeZone).toBe(STATE_TIME_ZONES[state]);
      expect(window!.firstHour).toBeGreaterThanOrEqual(FEDERAL_SENDING_HOURS.firstHour);
      expect(window!.endHour).toBeLessThanOrEqual(FEDERAL_SENDING_HOURS.endHour);
    }
    for (const rule of [FEDERAL_SENDING_HOURS, ...Object.values(STATE_SENDING_HOURS)]) {
      expect(rule.source).not.toBe('');
      expect(rule.url).toMatch(/^https:\/\//);
    }
    expect(Object.keys(STATE_SENDING_HOURS).sort()).toEqual(['FL', 'OK']);
  });
});
