import { ConfirmedSelectionPage, confirmedSelectionMetadata } from '@/components/pages/confirmed-selection-page';
import { parseAssessmentIdParam } from '@/lib/schemas/home-assessment';

export const metadata = confirmedSelectionMetadata('es');

/** /es/results/{assessmentId}/confirmed (components/pages/confirmed-selection-page.tsx). */
export default async function Page({ params }: { params: Promise<{ assessmentId: string }> }) {
  const { assessmentId } = await params;
  return (
    <ConfirmedSelectionPage
      locale="es"
      assessmentId={parseAssessmentIdParam(assessmentId)}
      assessmentIdParam={assessmentId}
    />
  );
}
