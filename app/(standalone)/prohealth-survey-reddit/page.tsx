import { surveyMetadata, SurveyVariantPage } from '@/components/content/survey-variant-page';

export const metadata = surveyMetadata('/prohealth-survey-reddit');

export default function ProhealthSurveyRedditPage() {
  return <SurveyVariantPage variant="reddit" />;
}
