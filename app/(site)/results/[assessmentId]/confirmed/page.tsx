import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SelectionConfirmation } from '@/components/results/selection-confirmation';
import { CONFIRMATION_COPY } from '@/content/home-insurance-confirmation';
import { parseAssessmentIdParam } from '@/lib/schemas/home-assessment';
import { findConfirmedSelection } from '@/server/insurance/assessments';
import { describeError, log } from '@/server/log';

export const metadata: Metadata = {
  title: CONFIRMATION_COPY.title,
  // The assessment id is the key to a family's results (decision 082): never indexed or a referrer.
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/**
 * /results/{assessmentId}/confirmed: where "Confirm Selection" leads (issue 24, decision 085).
 * Nothing confirmed yet (or an unknown id): the results page, which says what it can.
 */
export default async function ConfirmedSelectionPage({ params }: { params: Promise<{ assessmentId: string }> }) {
  const assessmentId = parseAssessmentIdParam((await params).assessmentId);
  const confirmed =
    assessmentId === null
      ? null
      : await findConfirmedSelection(assessmentId).catch((error: unknown) => {
          log.error('confirmed selection could not be read', describeError(error));
          return null;
        });
  if (!confirmed || assessmentId === null)
    redirect(`/results/${(await params).assessmentId.replace(/[^0-9]/g, '') || '0'}`);
  return (
    <div className="mx-auto max-w-6xl scroll-mt-32 px-4 py-12 sm:py-16 [&_:is(h1,h2,h3,[id])]:scroll-mt-32">
      <SelectionConfirmation assessmentId={assessmentId} {...confirmed} />
    </div>
  );
}
