import { Clock, Mail, Phone } from 'lucide-react';
import { ConfiguredLink } from '@/components/content/external-link';
import { PhoneNumber } from '@/components/content/phone-number';
import { buttonVariants } from '@/components/ui/button';
import { CONTACT_PAGE as SPANISH_CONTACT_PAGE } from '@/content/es/pages';
import { CONTACT_PAGE as ENGLISH_CONTACT_PAGE } from '@/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { cn } from '@/lib/utils';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';

/** The contact page (/contact and /es/contact): phone, e-mail, hours and booking, in the page's language. */
export function ContactPage({ locale }: { locale: Locale }) {
  const CONTACT_PAGE = pick(locale, ENGLISH_CONTACT_PAGE, SPANISH_CONTACT_PAGE);
  const config = getSiteConfig();
  const bookingUrl = getEnv().BOOKING_PAGE_URL;
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{CONTACT_PAGE.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{CONTACT_PAGE.intro}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="reach-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="reach-heading" className="text-xl font-semibold">
            {CONTACT_PAGE.reachHeading}
          </h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="text-sm text-muted-foreground">{CONTACT_PAGE.phoneLabel}</dt>
              <dd>
                <a
                  href={config.phoneHref}
                  className="inline-flex max-w-full items-center gap-2 text-lg font-medium [overflow-wrap:anywhere] text-primary underline-offset-4 hover:underline"
                >
                  <Phone className="h-5 w-5" aria-hidden="true" />
                  <PhoneNumber>{config.phone}</PhoneNumber>
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{CONTACT_PAGE.emailLabel}</dt>
              <dd>
                <a
                  href={`mailto:${config.email}`}
                  className="inline-flex max-w-full items-center gap-2 text-lg font-medium [overflow-wrap:anywhere] text-primary underline-offset-4 hover:underline"
                >
                  <Mail className="h-5 w-5" aria-hidden="true" />
                  {config.email}
                </a>
              </dd>
            </div>
          </dl>
          <a href={`mailto:${config.email}`} className={cn(buttonVariants(), 'mt-6')}>
            <Mail aria-hidden="true" />
            {CONTACT_PAGE.sendMessage}
          </a>
        </section>
        <section aria-labelledby="hours-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Clock className="h-5 w-5 text-primary" aria-hidden="true" />
            {CONTACT_PAGE.hoursHeading}
          </h2>
          <dl className="mt-4 space-y-3" data-testid="contact-hours">
            {CONTACT_PAGE.hours.map((row) => (
              <div key={row.days} className="flex flex-wrap justify-between gap-2">
                <dt className="font-medium">{row.days}</dt>
                <dd className="text-muted-foreground">{row.time}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="benefits-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="benefits-heading" className="text-xl font-semibold">
            {CONTACT_PAGE.benefitsHeading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-muted-foreground">
            {CONTACT_PAGE.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="book-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="book-heading" className="text-xl font-semibold">
            {CONTACT_PAGE.bookHeading}
          </h2>
          <p className="mt-2 text-muted-foreground">{CONTACT_PAGE.bookText}</p>
          <ConfiguredLink
            locale={locale}
            href={bookingUrl}
            baseUrl={config.baseUrl}
            className={cn(buttonVariants(), 'mt-6')}
          >
            {CONTACT_PAGE.book}
          </ConfiguredLink>
        </section>
      </div>
    </div>
  );
}
