import type { TableSource } from './source';

/**
 * The applicable percentage table (26 U.S.C. 36B(b)(3)(A), indexed each year by the IRS): the
 * share of household income a household is expected to pay for the benchmark plan, by household
 * income as a percentage of the poverty line. Within a band the percentage rises linearly from
 * `initial` to `final`; in hundredths of a percent (basis points), so 2.10% is 210.
 * Since the enhanced credits expired on 31 Dec 2025 there is no credit above 400% again.
 */
export interface ApplicablePercentageBand {
  /** From this percentage of the poverty line (inclusive)... */
  from: number;
  /** ...up to this one (exclusive; the last band includes its end). */
  to: number;
  initial: number;
  final: number;
}

export interface ApplicablePercentageTable extends TableSource {
  bands: readonly ApplicablePercentageBand[];
  /** No credit above this percentage of the poverty line. */
  maxPercentOfPoverty: number;
}

export const APPLICABLE_PERCENTAGES: ApplicablePercentageTable = {
  year: 2026,
  source: 'IRS, Rev. Proc. 2025-25 (applicable percentage table for taxable years beginning in 2026)',
  url: 'https://www.irs.gov/pub/irs-drop/rp-25-25.pdf',
  taken: '2026-11-25',
  note:
    'Checked against PolicyEngine US, policyengine_us/parameters/gov/aca/required_contribution_percentage.yaml ' +
    '(2026-01-01 values 0.021, 0.0314, 0.0419, 0.066, 0.0844, 0.0996, citing Rev. Proc. 2025-25).',
  bands: [
    { from: 0, to: 133, initial: 210, final: 210 },
    { from: 133, to: 150, initial: 314, final: 419 },
    { from: 150, to: 200, initial: 419, final: 660 },
    { from: 200, to: 250, initial: 660, final: 844 },
    { from: 250, to: 300, initial: 844, final: 996 },
    { from: 300, to: 400, initial: 996, final: 996 },
  ],
  maxPercentOfPoverty: 400,
};
