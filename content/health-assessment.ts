/**
 * Copy of the site's own health assessment (components/health-assessment/), used on the survey
 * routes and /assessment when no hosted survey is configured (docs/decisions/091).
 */

export type AssessmentStepId = 'where' | 'household' | 'coverage' | 'contact';

export interface AssessmentStep {
  id: AssessmentStepId;
  title: string;
  help: string;
  /** The form fields the step asks for: checked before Next. */
  fields: readonly string[];
}

export const ASSESSMENT_STEPS: readonly AssessmentStep[] = [
  {
    id: 'where',
    title: 'Where do you live?',
    help: 'Plans, prices and programs differ from state to state.',
    fields: ['state', 'zipCode'],
  },
  {
    id: 'household',
    title: 'Tell us about your household',
    help: 'Count yourself, your spouse and everyone you claim as a dependent. Income is before taxes, for the whole household.',
    fields: ['householdSize', 'yearlyIncome', 'ages'],
  },
  {
    id: 'coverage',
    title: 'What would you like covered?',
    help: 'Choose all that apply. Your advisor can go through the options with you.',
    fields: ['coverage'],
  },
  {
    id: 'contact',
    title: 'How can we reach you?',
    help: 'A licensed advisor reviews your answers and contacts you. It is free, with no obligation.',
    fields: ['name', 'email', 'phone', 'consent'],
  },
];

export const COVERAGE_CHOICES = [
  { value: 'health', label: 'Health' },
  { value: 'dental', label: 'Dental' },
  { value: 'vision', label: 'Vision' },
  { value: 'life', label: 'Life' },
] as const;

export const ASSESSMENT_FORM = {
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  back: 'Back',
  next: 'Next',
  submit: 'SUBMIT ASSESSMENT',
  labels: {
    state: 'State',
    zipCode: 'ZIP Code',
    householdSize: 'People in your household',
    yearlyIncome: 'Yearly household income',
    ages: 'Ages of everyone in your household',
    coverage: 'Coverage you want',
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
  },
  prompts: {
    state: 'Select your state',
    householdSize: 'Select how many',
  },
  hints: {
    yearlyIncome: 'In dollars, before taxes, for example 42,000.',
    ages: 'One age per person, separated by commas, for example 42, 39, 12.',
  },
  /** Under the heading of /assessment, in place of the hosted form's instructions. */
  intro:
    'Answer a few quick questions (about 5 minutes), then press SUBMIT ASSESSMENT. A licensed expert reviews them and gets back to you.',
} as const;
