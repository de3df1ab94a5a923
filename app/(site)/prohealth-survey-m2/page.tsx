import { surveyMetadata, SurveyVariantPage } from '@/components/content/survey-variant-page';

export const metadata = surveyMetadata('/prohealth-survey-m2');

export default function ProhealthSurveyM2Page() {
  // The one survey variant the spec lists with header and footer (docs/decisions/002).
  return <SurveyVariantPage variant="m2" standalone={false} />;
}
