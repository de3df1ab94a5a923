import { AssessmentPage } from '@/components/pages/assessment-page';
import { ASSESSMENT_PAGE } from '@/content/surveys';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/assessment', {
  title: ASSESSMENT_PAGE.title,
  description: ASSESSMENT_PAGE.description,
});

export default function Page() {
  return <AssessmentPage locale="en" />;
}
