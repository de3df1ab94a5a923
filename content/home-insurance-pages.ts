/**
 * The words of the home-insurance journey's pages: the assessment form and the results screen
 * (the product specification, "Results screen"). They lived in the components; they are here so
 * that content/es/home-insurance-pages.ts can mirror them (issue 26, decision 182). The client
 * components get them as props from their server page, one language per page.
 */

/** /home-assessment: the page around the form. */
export const HOME_ASSESSMENT_PAGE = {
  title: 'Home Insurance Assessment',
  description: 'Answer a few questions about your home and compare estimated premiums in a minute.',
  heading: 'Home Insurance Assessment',
  /** Followed by the agency's phone number (a link) and a full stop. */
  intro:
    'Tell us about your home and we will compare estimated premiums. It takes about a minute, and a licensed agent is there if you have questions: call',
} as const;

/** The home assessment form's labels, hints and choices. */
export const HOME_ASSESSMENT_FORM = {
  homeLegend: 'Your home',
  state: 'State',
  statePlaceholder: 'Select your state',
  zipCode: 'ZIP code',
  dwellingCoverage: 'Estimated rebuild cost (USD)',
  dwellingCoverageHint: 'What it would cost to rebuild the home, not its market price; for example 360000.',
  squareFeet: 'Size (square feet)',
  squareFeetHint: 'For example 2000.',
  yearBuilt: 'Year built',
  yearBuiltHint: 'For example 2005.',
  construction: 'Construction',
  constructionPlaceholder: 'Select the construction',
  roofAge: 'Roof age (years)',
  roofAgeHint: '0 for a new roof.',
  claims: 'Claims in the last five years',
  claimsPlaceholder: 'Select the number of claims',
  claimsNone: 'None',
  claimsThreeOrMore: '3 or more',
  deductible: 'Preferred deductible',
  contactLegend: 'How we reach you',
  fullName: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  submit: 'See My Options',
  pending: 'Finding your options...',
} as const;

/** The results pages' document title. */
export const RESULTS_PAGE = {
  title: 'Your Insurance Options',
  noscriptIntro: 'Press a plan’s “Select Plan” button to confirm it.',
  noscriptPdf: 'Download your options as a PDF',
  noscriptOutro: 'or call us and an agent will go through them with you.',
} as const;

/** The product specification, "Results screen": while the options load. */
export const RESULTS_LOADING = {
  heading: 'Finding Your Insurance Options',
  status: 'This will just take a moment',
} as const;

/** The product specification, "Results screen", failure: the options could not be loaded. */
export const RESULTS_ERROR = {
  heading: 'Error Loading Results',
  text: 'We encountered a problem while trying to load your insurance options.',
  action: 'Try Assessment Again',
  actionHref: '/assessment',
} as const;

/** The results screen with its options: heading, selection bar and the notices of selecting and sharing. */
export const RESULTS_VIEW = {
  heading: 'Your Personalized Insurance Options',
  selectionLabel: 'Your selection',
  selectPrompt: 'Please select an insurance plan to continue.',
  /** Templates (lib/i18n/fill-template.ts): the texts cross to the browser as props, where functions cannot. */
  selected: '{provider} selected: {monthly}/mo',
  confirmedPlan: 'Your confirmed plan: {provider}. An agent will contact you shortly.',
  share: 'Share Results',
  shareTitle: 'My home-insurance options',
  linkCopied: 'Link copied',
  linkCopiedText: 'The link to your results is on your clipboard.',
  copyFailed: 'Could not copy the link',
  pdf: 'Download PDF',
  confirm: 'Confirm Selection',
  confirmedTitle: 'Selection confirmed',
  confirmedText: 'An agent will contact you shortly with more details about your selected insurance plan.',
  errorTitle: 'Error',
  errorText: 'There was a problem saving your selection. Please try again.',
} as const;

/** One plan card. */
export const PLAN_CARD = {
  /** By the option's `type` (the specification has one). */
  insuranceTypes: { homeowners: 'Homeowners Insurance' },
  recommended: 'Recommended',
  confirmed: 'Confirmed',
  perMonth: '/mo',
  annually: '{yearly} annually',
  coverage: 'Coverage:',
  coverageDetails: 'Coverage Details:',
  deductible: 'Deductible:',
  liability: 'Liability:',
  personalProperty: 'Personal Property:',
  medicalPayments: 'Medical Payments:',
  features: 'Features:',
  selected: 'Selected',
  select: 'Select Plan',
} as const;

/** The product specification, "Comparison panel", its charts and their tables for screen readers. */
export const COMPARISON_PANEL = {
  heading: 'Compare Your Options',
  tabsLabel: 'Comparison',
  premiumsTab: 'Premium Costs',
  coverageTab: 'Coverage Amounts',
  provider: 'Provider',
  premiumCaption: 'Monthly and yearly premium per provider',
  monthlyPremium: 'Monthly premium',
  yearlyPremium: 'Yearly premium',
  breakdownHeading: 'Premium Breakdown',
  monthly: 'Monthly',
  yearly: 'Yearly',
  saving: 'Save {amount} by paying annually',
  coverageCaption: 'Dwelling, personal property and liability coverage per provider',
  dwelling: 'Dwelling',
  personalProperty: 'Personal property',
  liability: 'Liability',
  coverageHeading: 'Coverage Comparison',
  medicalPayments: 'Medical payments',
  deductible: 'Deductible',
} as const;

/** The product specification, "Results screen": the three-step Next Steps block. */
export const NEXT_STEPS = {
  heading: 'Next Steps',
  steps: [
    { title: 'Select a Plan', text: 'Choose the option that fits your home and budget, then confirm your selection.' },
    { title: 'Agent Contact', text: 'A licensed agent reviews your choice and contacts you, usually within 24 hours.' },
    {
      title: 'Secure Coverage',
      text: 'Your agent confirms the final price with the carrier and helps you put the policy in place.',
    },
  ],
} as const;
