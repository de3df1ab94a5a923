import { surveyMetadata, SurveyVariantPage } from '@/components/content/survey-variant-page';

export const metadata = surveyMetadata('/prohealth-survey-m2', 'm2');

export default function ProhealthSurveyM2Page() {
  return <SurveyVariantPage variant="m2" />;
}
