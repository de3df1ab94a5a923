import { HomePage } from '@/components/home/home-page';
import { HOME_META } from '@/content/es/home';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/',
  { title: { absolute: HOME_META.title }, description: HOME_META.description },
  'es',
);

export default function Page() {
  return <HomePage locale="es" />;
}
