import { ContactPage } from '@/components/pages/contact-page';
import { CONTACT_PAGE } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/contact', { title: CONTACT_PAGE.title, description: CONTACT_PAGE.description });

export default function Page() {
  return <ContactPage locale="en" />;
}
