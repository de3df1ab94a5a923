import { CALLBACK_FORM } from '@/content/call-back';
import { formConsentWording } from '@/server/consent-wording';
import { CallBackForm } from './call-back-form';

/** The call-back request in its card: what a booking page shows when no widget or calendar is configured. */
export function CallBackPanel({ intro, startOverHref }: { intro?: string; startOverHref: string }) {
  return (
    <section aria-labelledby="call-back-heading" className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <h2 id="call-back-heading" className="text-xl font-semibold">
        {CALLBACK_FORM.heading}
      </h2>
      {intro ? <p className="mt-1 mb-6 text-sm text-muted-foreground">{intro}</p> : <div className="mb-6" />}
      <CallBackForm consent={formConsentWording('lead')} startOverHref={startOverHref} />
    </section>
  );
}
