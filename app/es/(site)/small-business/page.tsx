import { SmallBusinessPage } from '@/components/lead-capture/small-business-page';
import { ES_BUSINESS_PAGE as BUSINESS_PAGE } from '@/content/submissions/business-inquiry';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/small-business',
  { title: BUSINESS_PAGE.metaTitle, description: BUSINESS_PAGE.metaDescription },
  'es',
);

export default function Page() {
  return <SmallBusinessPage locale="es" />;
}
