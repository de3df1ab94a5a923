import { PrivacyChoicesPage } from '@/components/pages/privacy-choices-page';
import { PRIVACY_CHOICES_PAGE } from '@/content/es/privacy';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/privacy-choices',
  { title: PRIVACY_CHOICES_PAGE.title, description: PRIVACY_CHOICES_PAGE.description },
  'es',
);

export default function Page() {
  return <PrivacyChoicesPage locale="es" />;
}
