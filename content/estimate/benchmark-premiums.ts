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
  /** Where a state's figure was read when not from the KFF table itself (every entered state has one). */
  stateSources: Partial<Record<UsStateCode, string>>;
}

export const BENCHMARK_PREMIUMS: BenchmarkPremiumTable = {
  year: 2026,
  source: 'KFF State Health Facts, "Marketplace Average Benchmark Premiums", 2026',
  url: 'https://www.kff.org/affordable-care-act/state-indicator/marketplace-average-benchmark-premiums/',
  taken: '2026-11-25',
  note:
    "MOSTLY NOT ENTERED: KFF's 2026 table itself could not be read from any source we can cite when this " +
    'file was written (only its national average, $625, and secondary copies of unclear provenance were ' +
    'found). Only Texas is entered, from a news report quoting KFF (stateSources). Every other state is null ' +
    "and the estimate answers that it cannot price the credit there yet. Copy each state's 2026 figure from " +
    'the KFF page above, set `taken` to the day, and the estimate uses it at once.',
  stateSources: {
    TX:
      'The Texas Tribune (Gabby Birenbaum), "Texas ACA insurers hike monthly premiums by 35% on average", as ' +
      'republished at https://myparistexas.com/texas-aca-insurers-hike-monthly-premiums-by-35-on-average: ' +
      '"KFF found that Texas insurers are charging ACA enrollees $661 for benchmark plans, on average, in 2026" ' +
      "(40-year-old; its 2025 figure, $489, is KFF's 2025 figure for Texas, and 661 / 489 is the 35.2% it reports)",
  },
  // prettier-ignore
  monthlyAt40: {
    AL: null, AK: null, AZ: null, AR: null, CA: null, CO: null, CT: null, DE: null, DC: null,
    FL: null, GA: null, HI: null, ID: null, IL: null, IN: null, IA: null, KS: null, KY: null,
    LA: null, ME: null, MD: null, MA: null, MI: null, MN: null, MS: null, MO: null, MT: null,
    NE: null, NV: null, NH: null, NJ: null, NM: null, NY: null, NC: null, ND: null, OH: null,
    OK: null, OR: null, PA: null, RI: null, SC: null, SD: null, TN: null, TX: 661, UT: null,
    VT: null, VA: null, WA: null, WV: null, WI: null, WY: null,
  },
};
