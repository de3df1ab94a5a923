/**
 * The home-insurance journey's confirmation view (issue 24): what a visitor sees after "Confirm
 * Selection". The specification sends the browser to /contact; it is silent on a confirmation,
 * so this copy is ours (decision 085).
 */
export const CONFIRMATION_COPY = {
  title: 'Your plan is confirmed',
  heading: 'Your plan is confirmed',
  intro: 'Thank you. We have your choice and an agent will be in touch.',
  referenceLabel: 'Your reference',
  referenceHint: 'Quote it when you call or write to us.',
  planHeading: 'The plan you chose',
  monthly: 'Monthly premium',
  yearly: 'Yearly premium',
  perMonth: '/mo',
  perYear: '/yr',
  dwelling: 'Dwelling coverage',
  deductible: 'Deductible',
  nextHeading: 'What happens next',
  next: [
    'A licensed agent reviews your choice and contacts you, usually within 24 hours, quoting this reference.',
    'Your agent confirms the final price with the carrier: the figures here are estimates until then.',
    'When you agree, your agent helps you put the policy in place. Nothing is bought until you say so.',
  ],
  pdf: 'Download PDF',
  back: 'Back to your options',
  changeHint:
    'Changed your mind? Go back to your options, choose another plan and confirm it: the reference stays the same.',
} as const;
