import { surveyMetadata, SurveyVariantPage } from '@/components/content/survey-variant-page';

export const metadata = surveyMetadata('/prohealth-survey-m3');

export default function ProhealthSurveyM3Page() {
  return <SurveyVariantPage variant="m3" />;
}
