import { TaxReimbursePage } from '@/components/pages/tax-reimburse-page';
import { TAX_PAGE } from '@/content/es/tax-reimburse';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/tax-reimburse',
  { title: TAX_PAGE.title, description: TAX_PAGE.description },
  'es',
);

export default function Page() {
  return <TaxReimbursePage locale="es" />;
}
