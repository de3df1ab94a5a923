import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { CallBackPanel } from '@/components/call-back/call-back-panel';
import { BookingCompleteListener } from '@/components/content/booking-complete-listener';
import { buttonVariants } from '@/components/ui/button';
import { CALLBACK_FORM } from '@/content/call-back';
import { BOOKING_PAGE } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';
import { embedAvailable } from '@/server/config/placeholders';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';
import { PhoneNumber } from '@/components/content/phone-number';

export const metadata = pageMetadata('/booking', { title: BOOKING_PAGE.title, description: BOOKING_PAGE.description });

function widgetSrc(url: string, id: string): string {
  if (!id) return url;
  return `${url}${url.includes('?') ? '&' : '?'}widget=${encodeURIComponent(id)}`;
}

/** The configured booking widget, or (none configured) a call-back request, docs/decisions/091. */
export default function BookingPage() {
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
          <CallBackPanel startOverHref="/booking" />
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
                  {line}
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
                Call <PhoneNumber>{config.phone}</PhoneNumber>
              </a>
              <a href={`mailto:${config.email}`} className={buttonVariants({ variant: 'outline' })}>
                <Mail aria-hidden="true" />
                {BOOKING_PAGE.emailUs}
              </a>
            </div>
          </section>
        </aside>
      </div>
      {widget && <BookingCompleteListener widgetUrl={widget} />}
    </div>
  );
}
