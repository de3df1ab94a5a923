import { ClaimPage } from '@/components/lead-capture/claim-page';
import { CLAIM_PAGE } from '@/content/es/submissions/claim';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/claims',
  { title: CLAIM_PAGE.metaTitle, description: CLAIM_PAGE.metaDescription },
  'es',
);

export default function ClaimsPage() {
  return <ClaimPage locale="es" />;
}
