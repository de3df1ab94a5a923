import { formatUsd } from '@/lib/currency';
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
