import { ClaimPage } from '@/components/lead-capture/claim-page';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/claims', {
  title: 'Submit a Claim',
  description:
    'File a health, life or disability insurance claim with your documents; your dedicated agent replies within 24 hours.',
});

export default function ClaimsPage() {
  return <ClaimPage />;
}
