/** The thank-you screen after a consultation application (route /thank-you, docs/decisions/024). */
import type { Suggestion } from '@/lib/eligibility';

export const THANK_YOU_PAGE = {
  title: 'Thank You',
  description: 'Thank you for your application. Here is what happens next.',
  heading: 'Thank you for your application',
  suggestionHeading: 'Programs you may qualify for',
  medicaidLink: 'Learn about Medicaid',
  marketplaceLink: 'Visit the Health Insurance Marketplace',
  estimateNote:
    'This is an estimate from the income and household size you gave us and the HHS poverty guidelines. The Marketplace or your state Medicaid agency makes the final decision.',
  callPrompt: 'Questions in the meantime? Call us:',
  reference: 'Your reference:',
} as const;

export function suggestionText(suggestion: Suggestion, stateName: string | null): { lead: string; detail: string } {
  switch (suggestion.kind) {
    case 'medicaid':
      return {
        lead: `You may qualify for Medicaid in ${stateName}.`,
        detail: `Your household income is about ${suggestion.percentOfPoverty}% of the ${suggestion.guidelineYear} federal poverty guideline for your household size. Medicaid can cover you at little or no cost, and you can apply at any time of year.`,
      };
    case 'marketplace-with-tax-credits':
      return {
        lead: 'You may qualify for a Marketplace plan with a premium tax credit.',
        detail: `Your household income is about ${suggestion.percentOfPoverty}% of the ${suggestion.guidelineYear} federal poverty guideline, within the 100%-400% range for premium tax credits. Your advisor will compare plans and the savings you qualify for.`,
      };
    case 'marketplace':
      return {
        lead: 'You can buy a Marketplace or private plan.',
        detail: `Your household income is about ${suggestion.percentOfPoverty}% of the ${suggestion.guidelineYear} federal poverty guideline, above the 400% limit for premium tax credits. Your advisor will compare Marketplace and private plans to find the best value.`,
      };
    case 'coverage-gap':
      return {
        lead: `${stateName} has not expanded Medicaid for most adults.`,
        detail: `Your household income is about ${suggestion.percentOfPoverty}% of the ${suggestion.guidelineYear} federal poverty guideline, below the 100% needed for Marketplace premium tax credits. Children, pregnant people and people with disabilities may still qualify for Medicaid: check with your state. Your advisor will look at every option with you.`,
      };
    case 'unknown':
      return {
        lead: 'Your advisor will check which programs fit you.',
        detail:
          'Depending on your income and household, you may qualify for Medicaid or for a Marketplace plan with a premium tax credit. Both are linked below.',
      };
  }
}

/**
 * What the thank-you page promises: the spec's sentence, naming only what is really sent: the SMS
 * when the site sends texts (decision 181) and the visitor ticked the box, the e-mail unless the
 * address opted out or reached the day's limit (issue 24).
 */
export function thankYouPromise(sent: { email: boolean; text: boolean }): string {
  const advisor = 'A licensed advisor will be in touch within 24 hours.';
  if (sent.email && sent.text) return `We will send you an e-mail and an SMS with your next steps shortly. ${advisor}`;
  if (sent.email) return `We will send you an e-mail with your next steps shortly. ${advisor}`;
  if (sent.text) return `We will send you an SMS with your next steps shortly. ${advisor}`;
  return advisor;
}
