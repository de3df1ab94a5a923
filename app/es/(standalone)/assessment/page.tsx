import { AssessmentPage } from '@/components/pages/assessment-page';
import { ASSESSMENT_PAGE } from '@/content/es/surveys';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/assessment',
  { title: ASSESSMENT_PAGE.title, description: ASSESSMENT_PAGE.description },
  'es',
);

export default function Page() {
  return <AssessmentPage locale="es" />;
}
