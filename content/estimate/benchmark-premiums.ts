import type { UsStateCode } from '@/lib/us-states';
import type { TableSource } from './source';

/**
 * The state's average benchmark (second-lowest-cost silver) premium for a 40-year-old, per month,
 * in whole dollars (KFF, weighted by county plan selections); in New York and Vermont, which do
 * not rate by age, the single adult's rate. null: not entered, and the estimate then says it
 * cannot price that state's credit rather than guessing.
 */
export interface BenchmarkPremiumTable extends TableSource {
  monthlyAt40: Record<UsStateCode, number | null>;
  /** Where each entered state's figure was read (every entered state has one; a test keeps it so). */
  stateSources: Partial<Record<UsStateCode, string>>;
}

/*
 * KFF's own page could not be opened from where this was written, so the figures are read from a
 * published copy of its 2026 column, and that copy was checked (decision 180): its 2025 column equals
 * KFF's 2025 table as Becker's Payer Issues printed it ("States ranked by average ACA benchmark
 * premium"), all 51 rows; a second published copy in another code base (a retirement planner's
 * healthcare page) has the same 51 figures for 2026; and two states were found quoted from KFF in
 * the news with the same figures (TX, AR below).
 */
const KFF_2026_COPY =
  'KFF, "Marketplace Average Benchmark Premiums", 2026 column, as copied (with KFF\'s URL, "read September ' +
  '8 2026") in github.com/ecao310/magnificent, docs/published-figures.md and src/lib/aca/states.ts ' +
  '(commit 69b56477f2ff4e2c7a900264cc97a7bad8f5a0c5)';

export const BENCHMARK_PREMIUMS: BenchmarkPremiumTable = {
  year: 2026,
  source: 'KFF State Health Facts, "Marketplace Average Benchmark Premiums", 2026 (40-year-old, monthly)',
  url: 'https://www.kff.org/affordable-care-act/state-indicator/marketplace-average-benchmark-premiums/',
  taken: '2026-11-26',
  note:
    "Every state and DC entered. KFF's page itself could not be opened when this was written: the figures " +
    "are read from a published copy of its 2026 column (stateSources), checked against KFF's 2025 table, " +
    'a second copy and news reports quoting KFF (decision 180). They are state averages: a county or ' +
    'rating area can differ a lot. Each autumn compare every state with the KFF page above and set `taken`.',
  // prettier-ignore
  stateSources: {
    AL: KFF_2026_COPY, AK: KFF_2026_COPY, AZ: KFF_2026_COPY, AR:
      KFF_2026_COPY + '; the same $774 (from $458 in 2025, +69%) in "Arkansas Health Insurance Premiums Surge ' +
      'Amid Policy Changes", https://insurasales.com/news-story/274717/arkansas-health-insurance-premiums-surge-' +
      'amid-policy-changes, citing a KFF study',
    CA: KFF_2026_COPY, CO: KFF_2026_COPY, CT: KFF_2026_COPY, DE: KFF_2026_COPY, DC: KFF_2026_COPY,
    FL: KFF_2026_COPY, GA: KFF_2026_COPY, HI: KFF_2026_COPY, ID: KFF_2026_COPY, IL: KFF_2026_COPY,
    IN: KFF_2026_COPY, IA: KFF_2026_COPY, KS: KFF_2026_COPY, KY: KFF_2026_COPY, LA: KFF_2026_COPY,
    ME: KFF_2026_COPY, MD: KFF_2026_COPY, MA: KFF_2026_COPY, MI: KFF_2026_COPY, MN: KFF_2026_COPY,
    MS: KFF_2026_COPY, MO: KFF_2026_COPY, MT: KFF_2026_COPY, NE: KFF_2026_COPY, NV: KFF_2026_COPY,
    NH: KFF_2026_COPY, NJ: KFF_2026_COPY, NM: KFF_2026_COPY, NY: KFF_2026_COPY, NC: KFF_2026_COPY,
    ND: KFF_2026_COPY, OH: KFF_2026_COPY, OK: KFF_2026_COPY, OR: KFF_2026_COPY, PA: KFF_2026_COPY,
    RI: KFF_2026_COPY, SC: KFF_2026_COPY, SD: KFF_2026_COPY, TN: KFF_2026_COPY,
    TX:
      KFF_2026_COPY + '; the same $661 in The Texas Tribune (Gabby Birenbaum), "Texas ACA insurers hike monthly ' +
      'premiums by 35% on average", as republished at https://myparistexas.com/texas-aca-insurers-hike-monthly-' +
      'premiums-by-35-on-average: "KFF found that Texas insurers are charging ACA enrollees $661 for benchmark ' +
      'plans, on average, in 2026" (its 2025 figure, $489, is KFF\'s, and 661 / 489 is the 35.2% it reports)',
    UT: KFF_2026_COPY, VT: KFF_2026_COPY, VA: KFF_2026_COPY, WA: KFF_2026_COPY, WV: KFF_2026_COPY,
    WI: KFF_2026_COPY, WY: KFF_2026_COPY,
  },
  // prettier-ignore
  monthlyAt40: {
    AL: 645, AK: 1_032, AZ: 532, AR: 774, CA: 570, CO: 557, CT: 870, DE: 691, DC: 610,
    FL: 683, GA: 615, HI: 541, ID: 490, IL: 646, IN: 474, IA: 501, KS: 670, KY: 590,
    LA: 646, ME: 709, MD: 414, MA: 494, MI: 523, MN: 448, MS: 662, MO: 605, MT: 692,
    NE: 710, NV: 497, NH: 401, NJ: 545, NM: 623, NY: 817, NC: 638, ND: 570, OH: 513,
    OK: 604, OR: 543, PA: 572, RI: 506, SC: 564, SD: 655, TN: 711, TX: 661, UT: 640,
    VT: 1_299, VA: 455, WA: 612, WV: 1_073, WI: 611, WY: 1_090,
  },
};
