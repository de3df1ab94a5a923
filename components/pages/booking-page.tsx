import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { CallBackPanel } from '@/components/call-back/call-back-panel';
import { BookingCompleteListener } from '@/components/content/booking-complete-listener';
import { PhoneNumber } from '@/components/content/phone-number';
import { buttonVariants } from '@/components/ui/button';
import { CALLBACK_FORM as ENGLISH_CALLBACK_FORM } from '@/content/call-back';
import { CALLBACK_FORM as SPANISH_CALLBACK_FORM } from '@/content/es/call-back';
import { BOOKING_PAGE as SPANISH_BOOKING_PAGE } from '@/content/es/pages';
import { BOOKING_PAGE as ENGLISH_BOOKING_PAGE } from '@/content/pages';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { embedAvailable } from '@/server/config/placeholders';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';

function widgetSrc(url: string, id: string): string {
  if (!id) return url;
  return `${url}${url.includes('?') ? '&' : '?'}widget=${encodeURIComponent(id)}`;
}

/**
 * The booking page (/booking and /es/booking): the configured booking widget, or (none
 * configured) a call-back request, docs/decisions/091; in the page's language.
 */
export function BookingPage({ locale }: { locale: Locale }) {
  const BOOKING_PAGE = pick(locale, ENGLISH_BOOKING_PAGE, SPANISH_BOOKING_PAGE);
  const CALLBACK_FORM = pick(locale, ENGLISH_CALLBACK_FORM, SPANISH_CALLBACK_FORM);
  const env = getEnv();
  const config = getSiteConfig();
  const widget = embedAvailable(env.BOOKING_WIDGET_URL) ? env.BOOKING_WIDGET_URL : '';
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{BOOKING_PAGE.title}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{BOOKING_PAGE.heading}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{widget ? BOOKING_PAGE.intro : CALLBACK_FORM.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_320px]">
        {widget ? (
          <div className="overflow-hidden rounded-xl border bg-card">
            <iframe
              src={widgetSrc(widget, env.BOOKING_WIDGET_ID)}
              title={BOOKING_PAGE.widgetTitle}
              className="h-[720px] w-full border-0"
            />
          </div>
        ) : (
          <CallBackPanel startOverHref={localizedPath('/booking', locale)} locale={locale} />
        )}
        <aside className="space-y-6">
          <section aria-labelledby="expect-heading" className="rounded-xl border bg-card p-6 shadow-sm">
            <h2 id="expect-heading" className="text-xl font-semibold">
              {BOOKING_PAGE.expectHeading}
            </h2>
            <ul className="mt-4 space-y-3">
              {BOOKING_PAGE.expect.map((line) => (
                <li key={line} className="flex gap-2 text-sm">
                  <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                  {/* A box of its own, so a long word breaks in it rather than push the page sideways. */}
                  <span className="min-w-0 break-words">{line}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="call-heading" className="rounded-xl border bg-card p-6 shadow-sm">
            <h2 id="call-heading" className="text-xl font-semibold">
              {BOOKING_PAGE.callHeading}
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">{BOOKING_PAGE.callText}</p>
            <div className="mt-4 flex flex-col gap-3">
              <a href={config.phoneHref} className={buttonVariants()}>
                <Phone aria-hidden="true" />
                {`${BOOKING_PAGE.call} `}
                <PhoneNumber>{config.phone}</PhoneNumber>
              </a>
              <a href={`mailto:${config.email}`} className={buttonVariants({ variant: 'outline' })}>
                <Mail aria-hidden="true" />
                {BOOKING_PAGE.emailUs}
              </a>
            </div>
          </section>
        </aside>
      </div>
      {widget && (
        <BookingCompleteListener widgetUrl={widget} confirmedPath={localizedPath('/appointment-confirmed', locale)} />
      )}
    </div>
  );
}
