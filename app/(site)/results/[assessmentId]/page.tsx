import type { Metadata } from 'next';
import { ResultsView } from '@/components/results/results-view';
import { parseAssessmentIdParam } from '@/lib/schemas/home-assessment';
import { readResults } from '@/server/insurance/results';

export const metadata: Metadata = {
  title: 'Your Insurance Options',
  // Personal results behind an unguessable link: never indexed, never sent on as a referrer.
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/**
 * /results/{assessmentId}: the options are read here, on the server, and arrive with the page
 * (decision 166): the plans paint at once, without JavaScript too, and the client component only
 * adds comparing, selecting and confirming. No loading.tsx: its streamed fallback would stay on
 * screen without JavaScript; the form shows the loading state while it opens this page.
 */
export default async function ResultsPage({ params }: { params: Promise<{ assessmentId: string }> }) {
  const assessmentId = parseAssessmentIdParam((await params).assessmentId);
  const state = await readResults(assessmentId);
  return (
    // The page, its headings and anchors scroll clear of the sticky site header (the router
    // scrolls the new page's first element into view after the form opens the results).
    <div className="mx-auto max-w-6xl scroll-mt-32 px-4 py-12 sm:py-16 [&_:is(h1,h2,h3,[id])]:scroll-mt-32">
      {state.status === 'loaded' && (
        <noscript>
          <p className="mb-8 rounded-md border p-4 text-center">
            Selecting a plan needs JavaScript.{' '}
            <a className="font-medium text-primary underline" href={`/api/insurance/options/${assessmentId}/pdf`}>
              Download your options as a PDF
            </a>{' '}
            or call us and an agent will go through them with you.
          </p>
        </noscript>
      )}
      <ResultsView assessmentId={assessmentId ?? 0} state={state} />
    </div>
  );
}
