import { formatUsd, formatUsdThousands } from '@/lib/currency';
import type { Locale } from '@/lib/i18n/locale';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';

/**
 * An option with its amounts as the visitor reads them ("$1,380"), formatted by the server page.
 * The browser's first `Intl.NumberFormat` loads the locale's number data: about 160 ms of a
 * phone's main thread (4x throttled profile of the results page), spent while the page hydrates
 * when the client view formatted its prices itself (decision 176).
 */
export type PricedOption = InsuranceOption & { prices: ReturnType<typeof optionPrices> };

function optionPrices(option: InsuranceOption, locale: Locale) {
  const usd = (amount: number) => formatUsd(amount, locale);
  return {
    monthly: usd(option.monthlyPremium),
    yearly: usd(option.yearlyPremium),
    /** What paying yearly saves against twelve monthly payments. */
    yearlySaving: usd(12 * option.monthlyPremium - option.yearlyPremium),
    coverage: usd(option.coverageAmount),
    deductible: usd(option.coverageDetails.deductible),
    liability: usd(option.coverageDetails.liabilityCoverage),
    personalProperty: usd(option.coverageDetails.personalPropertyCoverage),
    medicalPayments: usd(option.coverageDetails.medicalPayments),
  };
}

export function pricedOptions(options: InsuranceOption[], locale: Locale): PricedOption[] {
  return options.map((option) => ({ ...option, prices: optionPrices(option, locale) }));
}

/** A chart's value axis: its ticks and their labels, in the same order. */
export interface ChartAxis {
  ticks: number[];
  labels: string[];
}

/** The comparison charts' value axes, labelled by the server page like the prices (no formatter in the browser). */
export interface ChartAxes {
  premium: ChartAxis;
  coverage: ChartAxis;
}

/**
 * Round steps from 0 to the first step at or past `max`: four or five of 1, 2 or 5 times a power
 * of ten ($500 steps for premiums up to $1,380, $100,000 for a $360,000 dwelling), so the axis
 * reads at a glance and its labels can be written before the chart draws.
 */
export function axisTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((multiple) => multiple * magnitude).find((size) => size >= rough)!,
  );
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, index) => index * step);
}

function chartAxis(max: number, label: (amount: number) => string): ChartAxis {
  const ticks = axisTicks(max);
  return { ticks, labels: ticks.map(label) };
}

export function chartAxes(options: InsuranceOption[], locale: Locale): ChartAxes {
  const largest = (amounts: number[]) => Math.max(0, ...amounts);
  return {
    premium: chartAxis(largest(options.flatMap((option) => [option.monthlyPremium, option.yearlyPremium])), (amount) =>
      formatUsd(amount, locale),
    ),
    coverage: chartAxis(
      largest(
        options.flatMap((option) => [
          option.coverageAmount,
          option.coverageDetails.personalPropertyCoverage,
          option.coverageDetails.liabilityCoverage,
        ]),
      ),
      (amount) => formatUsdThousands(amount, locale),
    ),
  };
}
