import type { Metadata } from 'next';
import { ThankYouView } from '@/components/thank-you/thank-you-view';
import { THANK_YOU_PAGE } from '@/content/thank-you';
import { readFormOutcome } from '@/server/forms/outcomes';

export const metadata: Metadata = {
  title: THANK_YOU_PAGE.title,
  description: THANK_YOU_PAGE.description,
  alternates: { canonical: '/thank-you' },
  // The token opens a household's answers for a day: never indexed, never a referrer (decision 120).
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/**
 * A lead's thank-you screen (decisions 023, 103): the state, household size and income are sealed
 * in form_outcomes under the token of this address, so the address itself carries none of them.
 * An unknown or expired token shows the neutral suggestion, as /thank-you does.
 */
export default async function LeadThankYouPage({ params }: { params: Promise<{ token: string }> }) {
  return <ThankYouView answers={await readFormOutcome('thank-you', (await params).token)} locale="en" />;
}
