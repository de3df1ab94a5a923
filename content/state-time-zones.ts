/**
 * The main time zone of each state and DC, as an IANA zone name: the zone most of the state's
 * people live in. Confirmation texts are never sent between 9 pm and 8 am there (decision 181).
 *
 * Source: the US time zone boundaries of 49 CFR Part 71 (Department of Transportation), read
 * through the IANA Time Zone Database (zone1970.tab, release 2025b) for the zone names; taken
 * 2026-11-25. Where a state spans two zones (FL, ID, IN, KS, KY, MI, ND, NE, OR, SD, TN, TX and
 * Alaska's Aleutians) the zone of the larger part is given; the rule is also applied for the
 * claim form, which asks no state, across every zone here at once (server/sms/confirmation.ts).
 */
import type { UsStateCode } from '@/lib/us-states';

export const STATE_TIME_ZONES_SOURCE = {
  name: '49 CFR Part 71 (Standard time zone boundaries), zone names from the IANA Time Zone Database',
  url: 'https://www.ecfr.gov/current/title-49/subtitle-A/part-71',
  taken: '2026-11-25',
} as const;

export const STATE_TIME_ZONES: Readonly<Record<UsStateCode, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};
