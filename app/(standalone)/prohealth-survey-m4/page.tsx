import { surveyMetadata, SurveyVariantPage } from '@/components/content/survey-variant-page';

export const metadata = surveyMetadata('/prohealth-survey-m4');

export default function ProhealthSurveyM4Page() {
  return <SurveyVariantPage variant="m4" />;
}
