/**
 * The hours of the day a confirmation text may leave, local time where its recipient lives
 * (decision 181): the federal window everywhere, and a shorter one where a state's law sets it.
 * lib/quiet-hours.ts applies them over content/state-time-zones.ts; a state not listed in
 * STATE_SENDING_HOURS has the federal window.
 */
import type { UsStateCode } from '@/lib/us-states';

/** A text may leave from `firstHour`:00 until just before `endHour`:00, local time (24-hour clock). */
export interface SendingHours {
  firstHour: number;
  endHour: number;
}

export interface SendingHoursRule extends SendingHours {
  /** The rule, in words a person can look up. */
  source: string;
  url: string;
}

/** The day the rules below were read. */
export const SENDING_HOURS_TAKEN = '2026-11-26';

export const FEDERAL_SENDING_HOURS: SendingHoursRule = {
  firstHour: 8,
  endHour: 21,
  source:
    '47 CFR 64.1200(c)(1) (Telephone Consumer Protection Act rules): no telephone solicitation before 8 am or ' +
    "after 9 pm local time at the called party's location",
  url: 'https://www.ecfr.gov/current/title-47/chapter-I/subchapter-B/part-64/subpart-L/section-64.1200',
};

/** States whose law ends the day earlier than the federal rule: texts there stop at 8 pm. */
export const STATE_SENDING_HOURS: Partial<Record<UsStateCode, SendingHoursRule>> = {
  FL: {
    firstHour: 8,
    endHour: 20,
    source:
      'Florida Telemarketing Act, Fla. Stat. 501.616(6)(a) (as amended, with 501.059, by SB 1120 of 2021): no ' +
      "commercial telephone solicitation call before 8 a.m. or after 8 p.m. local time in the called person's " +
      'time zone',
    url: 'https://www.flsenate.gov/Laws/Statutes/2025/501.616',
  },
  OK: {
    firstHour: 8,
    endHour: 20,
    source:
      'Oklahoma Telephone Solicitation Act of 2022 (HB 3168), Okla. Stat. tit. 15, 775C.4: commercial ' +
      "telephonic sales calls only from 8 a.m. to 8 p.m. in the called party's time zone",
    url: 'https://www.oklegislature.gov/BillInfo.aspx?Bill=HB3168&Session=2200',
  },
};
