import { CalendarCheck, Phone } from 'lucide-react';
import { PhoneNumber } from '@/components/content/phone-number';
import { buttonVariants } from '@/components/ui/button';
import { APPOINTMENT_CONFIRMED_PAGE as SPANISH_APPOINTMENT_CONFIRMED_PAGE } from '@/content/es/pages';
import { APPOINTMENT_CONFIRMED_PAGE as ENGLISH_APPOINTMENT_CONFIRMED_PAGE } from '@/content/pages';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { getSiteConfig } from '@/server/site-config';
import { ConfirmationHeading } from '@/components/site/confirmation-heading';

/** The booking widget's confirmation (/appointment-confirmed and /es/appointment-confirmed), in the page's language. */
export function AppointmentConfirmedPage({ locale }: { locale: Locale }) {
  const APPOINTMENT_CONFIRMED_PAGE = pick(
    locale,
    ENGLISH_APPOINTMENT_CONFIRMED_PAGE,
    SPANISH_APPOINTMENT_CONFIRMED_PAGE,
  );
  const config = getSiteConfig();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <CalendarCheck className="mx-auto h-14 w-14 text-success" aria-hidden="true" />
      <ConfirmationHeading className="mt-6 text-4xl">{APPOINTMENT_CONFIRMED_PAGE.heading}</ConfirmationHeading>
      {APPOINTMENT_CONFIRMED_PAGE.lines.map((line) => (
        <p key={line} className="mt-4 text-lg text-muted-foreground">
          {line}
        </p>
      ))}
      <p className="mt-8 font-medium">{APPOINTMENT_CONFIRMED_PAGE.immediate}</p>
      <a href={config.phoneHref} className={buttonVariants({ size: 'lg', className: 'mt-3' })}>
        <Phone aria-hidden="true" />
        <PhoneNumber>{config.phone}</PhoneNumber>
      </a>
      <p className="mt-8">
        <a href={localizedPath('/', locale)} className="text-primary underline underline-offset-4">
          {APPOINTMENT_CONFIRMED_PAGE.home}
        </a>
      </p>
    </div>
  );
}
