import type { Metadata } from 'next';
import { ClaimPage } from '@/components/lead-capture/claim-page';
import { ES_CLAIM_PAGE as CLAIM_PAGE } from '@/content/submissions/claim';
import { readFormOutcome } from '@/server/forms/outcomes';

export const metadata: Metadata = {
  title: CLAIM_PAGE.metaTitle,
  alternates: { canonical: '/es/claims' },
  // The token in the address opens a claimant's typed values for an hour: never indexed, and never
  // a referrer for another site (this site's own posts keep their Origin: the form posts again).
  robots: { index: false, follow: false },
  referrer: 'same-origin',
};

/**
 * The Spanish twin of /claims/sent/[token] (decision 182): where the claim form of /es/claims
 * lands without JavaScript, since the form posts its language with it. The confirmation, or the
 * form again with the messages (in Spanish) and the values typed; an unknown token shows the empty form.
 */
export default async function ClaimSentPage({ params }: { params: Promise<{ token: string }> }) {
  const outcome = await readFormOutcome('claim', (await params).token);
  return <ClaimPage locale="es" outcome={outcome ?? undefined} />;
}
