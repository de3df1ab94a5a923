import type { Metadata } from 'next';
import { ResultsError } from '@/components/results/results-states';
import { ResultsView } from '@/components/results/results-view';
import { parseAssessmentIdParam } from '@/lib/schemas/home-assessment';
import { assessmentExists } from '@/server/insurance/assessments';

export const metadata: Metadata = {
  title: 'Your Insurance Options',
  // Personal results behind an unguessable link: never indexed, never sent on as a referrer.
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/**
 * /results/{assessmentId}. An id that is malformed or unknown gets the error state straight from
 * the server (no request that can only fail); a known one renders the client view, which loads
 * its options from GET /api/insurance/options/{assessmentId}.
 */
export default async function ResultsPage({ params }: { params: Promise<{ assessmentId: string }> }) {
  const assessmentId = parseAssessmentIdParam((await params).assessmentId);
  const known = assessmentId !== null && (await assessmentExists(assessmentId));
  return (
    // The page, its headings and anchors scroll clear of the sticky site header (the router
    // scrolls the new page's first element into view after the form opens the results).
    <div className="mx-auto max-w-6xl scroll-mt-32 px-4 py-12 sm:py-16 [&_:is(h1,h2,h3,[id])]:scroll-mt-32">
      {known ? (
        <>
          <noscript>
            <p className="mb-8 rounded-md border p-4 text-center">
              Comparing and selecting plans needs JavaScript.{' '}
              <a className="font-medium text-primary underline" href={`/api/insurance/options/${assessmentId}/pdf`}>
                Download your options as a PDF
              </a>{' '}
              or call us and an agent will go through them with you.
            </p>
          </noscript>
          <ResultsView assessmentId={assessmentId} />
        </>
      ) : (
        <ResultsError />
      )}
    </div>
  );
}
