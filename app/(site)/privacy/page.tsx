import { PrivacyPage } from '@/components/pages/privacy-page';
import { PRIVACY_PAGE } from '@/content/privacy';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/privacy', { title: PRIVACY_PAGE.title, description: PRIVACY_PAGE.description });

export default function Page() {
  return <PrivacyPage locale="en" />;
}
