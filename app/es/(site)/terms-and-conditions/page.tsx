import { TermsPage } from '@/components/pages/terms-page';
import { TERMS_PAGE } from '@/content/es/terms';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/terms-and-conditions',
  { title: TERMS_PAGE.title, description: TERMS_PAGE.description },
  'es',
);

export default function Page() {
  return <TermsPage locale="es" />;
}
