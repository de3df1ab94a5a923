import { NotFoundContent } from '@/components/site/not-found-content';
import { NOT_FOUND_PAGE } from '@/content/es/site';

export const metadata = { title: NOT_FOUND_PAGE.title, robots: { index: false } };

export default function NotFound() {
  return <NotFoundContent locale="es" standalone />;
}
