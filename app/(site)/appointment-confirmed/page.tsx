import { AppointmentConfirmedPage } from '@/components/pages/appointment-confirmed-page';
import { APPOINTMENT_CONFIRMED_PAGE } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/appointment-confirmed', {
  title: APPOINTMENT_CONFIRMED_PAGE.title,
  description: APPOINTMENT_CONFIRMED_PAGE.description,
});

export default function Page() {
  return <AppointmentConfirmedPage locale="en" />;
}
