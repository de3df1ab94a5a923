/**
 * Medicaid expansion status of the states and DC as of early 2026 (KFF, "Status of State Medicaid
 * Expansion Decisions"). Expansion covers adults up to 138% of the poverty guideline. Wisconsin has
 * not expanded but covers adults up to 100% through BadgerCare. See docs/decisions/024.
 */

export const STATUS_AS_OF = '2026-01';

/** The ten states that had not expanded Medicaid, with the adult income limit (in % of poverty) where one exists. */
export const NON_EXPANSION_STATES: Readonly<Record<string, { adultLimitPercent: number | null }>> = {
  AL: { adultLimitPercent: null },
  FL: { adultLimitPercent: null },
  GA: { adultLimitPercent: null },
  KS: { adultLimitPercent: null },
  MS: { adultLimitPercent: null },
  SC: { adultLimitPercent: null },
  TN: { adultLimitPercent: null },
  TX: { adultLimitPercent: null },
  WI: { adultLimitPercent: 100 },
  WY: { adultLimitPercent: null },
};

export const EXPANSION_LIMIT_PERCENT = 138;
/** Premium tax credits again end at 400% of poverty since the enhanced subsidies expired on 31 Dec 2025. */
export const TAX_CREDIT_MIN_PERCENT = 100;
export const TAX_CREDIT_MAX_PERCENT = 400;
