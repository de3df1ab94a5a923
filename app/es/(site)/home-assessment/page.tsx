import { HomeAssessmentPage, homeAssessmentMetadata } from '@/components/pages/home-assessment-page';

export const metadata = homeAssessmentMetadata('es');

export default function Page() {
  return <HomeAssessmentPage locale="es" />;
}
