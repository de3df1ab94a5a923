import { PrivacyPage } from '@/components/pages/privacy-page';
import { PRIVACY_PAGE } from '@/content/es/privacy';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/privacy',
  { title: PRIVACY_PAGE.title, description: PRIVACY_PAGE.description },
  'es',
);

export default function Page() {
  return <PrivacyPage locale="es" />;
}
