import type { Metadata } from 'next';
import { ClaimPage } from '@/components/lead-capture/claim-page';
import { CLAIM_PAGE } from '@/content/submissions/claim';
import { readFormOutcome } from '@/server/forms/outcomes';

export const metadata: Metadata = {
  title: CLAIM_PAGE.metaTitle,
  alternates: { canonical: '/claims' },
  // The token in the address opens a claimant's typed values for an hour: never indexed, and never
  // a referrer for another site (this site's own posts keep their Origin: the form posts again).
  robots: { index: false, follow: false },
  referrer: 'same-origin',
};

/**
 * Where the claim form without JavaScript lands after POST /api/claims/form (decision 103): the
 * confirmation with the reference, or the form again with the messages and the values typed. An
 * unknown or expired token shows the empty form, as /claims does.
 */
export default async function ClaimSentPage({ params }: { params: Promise<{ token: string }> }) {
  const outcome = await readFormOutcome('claim', (await params).token);
  return <ClaimPage locale="en" outcome={outcome ?? undefined} />;
}
