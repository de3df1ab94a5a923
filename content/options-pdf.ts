import { ESTIMATE_NOTICE, EXAMPLE_RATES_NOTICE, NO_CARRIER_COPY, PDF_PLAN_MARKS } from './home-insurance-rates';

/**
 * The words of the home-insurance results PDF (server/insurance/options-pdf.ts), which a visitor
 * downloads from the results page; `content/es/options-pdf.ts` has them in Spanish. The notices
 * are the results page's own (content/home-insurance-rates.ts). Money is formatted by the caller
 * ($1,234, US format in both languages); the date here, in the language's US form.
 */
export const OPTIONS_PDF = {
  title: (assessmentId: number) => `Your Personalized Insurance Options #${assessmentId}`,
  subject: 'Home-insurance estimates',
  fileName: (assessmentId: number) => `insurance-options-${assessmentId}.pdf`,
  heading: 'Your Personalized Insurance Options',
  prepared: (assessmentId: number, date: Date) =>
    `Assessment #${assessmentId} - prepared ${date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`,
  estimateNotice: ESTIMATE_NOTICE,
  exampleRatesNotice: EXAMPLE_RATES_NOTICE,
  marks: { confirmed: PDF_PLAN_MARKS.confirmed, selected: PDF_PLAN_MARKS.selected },
  noCarrier: { heading: NO_CARRIER_COPY.heading, text: NO_CARRIER_COPY.text },
  recommended: '(Recommended)',
  policyType: 'Homeowners Insurance',
  perMonth: '/mo',
  premiums: (monthly: string, yearly: string, saving: string) =>
    `${monthly}/mo  or  ${yearly} annually (save ${saving} by paying annually)`,
  coverage: 'Coverage',
  coverageDetails: 'Coverage Details:',
  deductible: 'Deductible',
  liability: 'Liability',
  personalProperty: 'Personal Property',
  medicalPayments: 'Medical Payments',
  features: 'Features:',
  questionsHeading: 'Questions? Talk to a licensed agent',
  phone: 'Phone',
  email: 'E-mail',
  resultsOnline: 'Your results online',
};
