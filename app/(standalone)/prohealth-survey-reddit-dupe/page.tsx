import { surveyMetadata, SurveyVariantPage } from '@/components/content/survey-variant-page';

export const metadata = surveyMetadata('/prohealth-survey-reddit-dupe');

export default function ProhealthSurveyRedditDupePage() {
  return <SurveyVariantPage variant="reddit-dupe" />;
}
