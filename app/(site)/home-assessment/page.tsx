import { HomeAssessmentPage, homeAssessmentMetadata } from '@/components/pages/home-assessment-page';

export const metadata = homeAssessmentMetadata('en');

export default function Page() {
  return <HomeAssessmentPage locale="en" />;
}
