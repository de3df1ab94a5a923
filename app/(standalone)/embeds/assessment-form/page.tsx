import type { Metadata } from 'next';
import { DemoAssessmentForm } from '@/components/embeds/demo-assessment-form';

export const metadata: Metadata = { title: 'Assessment form placeholder', robots: { index: false, follow: false } };

/** Local placeholder for the hosted assessment form (ASSESSMENT_FORM_URL default). */
export default function AssessmentFormEmbedPage() {
  return (
    <div className="mx-auto max-w-xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Assessment form</h1>
      <p className="text-muted-foreground">A local placeholder for the hosted assessment form.</p>
      <DemoAssessmentForm />
    </div>
  );
}
