/**
 * HHS poverty guidelines (ASPE, published each January in the Federal Register), yearly income
 * in US dollars. Three schedules: the 48 contiguous states and DC, Alaska, Hawaii. Sources and the
 * checks made are in docs/decisions/024-thank-you-eligibility.md; add the new year each January.
 */

export type GuidelineRegion = 'contiguous' | 'alaska' | 'hawaii';

export interface GuidelineSchedule {
  /** For a household of one. */
  firstPerson: number;
  /** Added for each additional person. */
  eachAdditional: number;
}

export interface PovertyGuidelines {
  year: number;
  /** The date HHS published them (they take effect for most programs on publication). */
  published: string;
  schedules: Record<GuidelineRegion, GuidelineSchedule>;
}

export const POVERTY_GUIDELINES: readonly PovertyGuidelines[] = [
  {
    year: 2025,
    published: '2025-01-15',
    schedules: {
      contiguous: { firstPerson: 15_650, eachAdditional: 5_500 },
      alaska: { firstPerson: 19_550, eachAdditional: 6_880 },
      hawaii: { firstPerson: 17_990, eachAdditional: 6_330 },
    },
  },
  {
    year: 2026,
    published: '2026-01-15',
    schedules: {
      contiguous: { firstPerson: 15_960, eachAdditional: 5_680 },
      alaska: { firstPerson: 19_950, eachAdditional: 7_100 },
      hawaii: { firstPerson: 18_360, eachAdditional: 6_530 },
    },
  },
];
