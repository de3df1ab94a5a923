import * as English from '@/content/call-back';
import * as Spanish from '@/content/es/call-back';
import { FormMessages } from '@/components/forms/form-messages';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { formConsentWording } from '@/server/consent-wording';
import { CallBackForm } from './call-back-form';
import { callBackTexts } from './call-back-texts';

/** The call-back request in its card: what a booking page shows when no widget or calendar is configured. */
export function CallBackPanel({
  intro,
  startOverHref,
  locale = 'en',
}: {
  intro?: string;
  startOverHref: string;
  locale?: Locale;
}) {
  const CALLBACK_FORM = pick(locale, English.CALLBACK_FORM, Spanish.CALLBACK_FORM);
  return (
    <section aria-labelledby="call-back-heading" className="min-w-0 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <h2 id="call-back-heading" className="text-xl font-semibold">
        {CALLBACK_FORM.heading}
      </h2>
      {intro ? <p className="mt-1 mb-6 text-sm text-muted-foreground">{intro}</p> : <div className="mb-6" />}
      <FormMessages locale={locale}>
        <CallBackForm
          consent={formConsentWording('lead', locale)}
          startOverHref={startOverHref}
          texts={callBackTexts(locale)}
          locale={locale}
        />
      </FormMessages>
    </section>
  );
}
