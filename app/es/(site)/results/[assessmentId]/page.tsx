import { ResultsPage, resultsPageMetadata } from '@/components/pages/results-page';
import { parseAssessmentIdParam } from '@/lib/schemas/home-assessment';

export const metadata = resultsPageMetadata('es');

/** /es/results/{assessmentId}: a family's options in Spanish (components/pages/results-page.tsx). */
export default async function Page({ params }: { params: Promise<{ assessmentId: string }> }) {
  return <ResultsPage locale="es" assessmentId={parseAssessmentIdParam((await params).assessmentId)} />;
}
