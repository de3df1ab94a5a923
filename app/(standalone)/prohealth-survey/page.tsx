import { surveyMetadata, SurveyVariantPage } from '@/components/content/survey-variant-page';

export const metadata = surveyMetadata('/prohealth-survey');

export default function ProhealthSurveyPage() {
  return <SurveyVariantPage variant="main" />;
}
