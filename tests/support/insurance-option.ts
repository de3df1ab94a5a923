import type { InsuranceOption } from '@/lib/schemas/home-assessment';

/** One quoted option as the results page gets it (the reference assessment's recommended plan). */
export const ENHANCED_COVERAGE: InsuranceOption = {
  id: 'ins_1',
  type: 'homeowners',
  providerName: 'Enhanced Coverage',
  coverageAmount: 360000,
  monthlyPremium: 120,
  yearlyPremium: 1380,
  features: ['Replacement cost on dwelling'],
  recommended: true,
  coverageDetails: {
    deductible: 3000,
    liabilityCoverage: 300000,
    personalPropertyCoverage: 180000,
    medicalPayments: 5000,
  },
};
