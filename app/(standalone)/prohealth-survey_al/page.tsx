import { surveyMetadata, SurveyVariantPage } from '@/components/content/survey-variant-page';

export const metadata = surveyMetadata('/prohealth-survey_al');

export default function ProhealthSurveyAlPage() {
  return <SurveyVariantPage variant="al" />;
}
