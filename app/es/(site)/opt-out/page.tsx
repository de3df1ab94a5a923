import { OptOutPage } from '@/components/pages/opt-out-page';
import { OPT_OUT_PAGE } from '@/content/es/opt-out';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/opt-out',
  { title: OPT_OUT_PAGE.title, description: OPT_OUT_PAGE.metaDescription },
  'es',
);

export default function Page() {
  return <OptOutPage locale="es" />;
}
