import { TaxReimbursePage } from '@/components/pages/tax-reimburse-page';
import { TAX_PAGE } from '@/content/tax-reimburse';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/tax-reimburse', { title: TAX_PAGE.title, description: TAX_PAGE.description });

export default function Page() {
  return <TaxReimbursePage locale="en" />;
}
