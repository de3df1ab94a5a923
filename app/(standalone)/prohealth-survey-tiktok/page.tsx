import { surveyMetadata, SurveyVariantPage } from '@/components/content/survey-variant-page';

export const metadata = surveyMetadata('/prohealth-survey-tiktok');

export default function ProhealthSurveyTiktokPage() {
  return <SurveyVariantPage variant="tiktok" />;
}
