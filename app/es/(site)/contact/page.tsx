import { ContactPage } from '@/components/pages/contact-page';
import { CONTACT_PAGE } from '@/content/es/pages';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/contact',
  { title: CONTACT_PAGE.title, description: CONTACT_PAGE.description },
  'es',
);

export default function Page() {
  return <ContactPage locale="es" />;
}
