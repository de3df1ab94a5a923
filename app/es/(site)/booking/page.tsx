import { BookingPage } from '@/components/pages/booking-page';
import { BOOKING_PAGE } from '@/content/es/pages';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(
  '/booking',
  { title: BOOKING_PAGE.title, description: BOOKING_PAGE.description },
  'es',
);

export default function Page() {
  return <BookingPage locale="es" />;
}
