import { ClaimPage } from '@/components/lead-capture/claim-page';
import { ES_CLAIM_PAGE as CLAIM_PAGE } from '@/content/submissions/claim';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/claims',
  { title: CLAIM_PAGE.metaTitle, description: CLAIM_PAGE.metaDescription },
  'es',
);

export default function ClaimsPage() {
  return <ClaimPage locale="es" />;
}
