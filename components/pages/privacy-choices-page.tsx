import { headers } from 'next/headers';
import { FormMessages } from '@/components/forms/form-messages';
import { PrivacyChoicesForm } from '@/components/privacy/privacy-choices-form';
import * as Spanish from '@/content/es/privacy';
import * as English from '@/content/privacy';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { choiceStatus } from '@/server/privacy/choices';

/**
 * "Your Privacy Choices" (/privacy-choices and /es/privacy-choices), rendered per request: it
 * shows this browser's choice (its cookie and its GPC signal).
 */
export async function PrivacyChoicesPage({ locale }: { locale: Locale }) {
  const status = choiceStatus(await headers());
  const PRIVACY_CHOICES_PAGE = pick(locale, English.PRIVACY_CHOICES_PAGE, Spanish.PRIVACY_CHOICES_PAGE);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{PRIVACY_CHOICES_PAGE.heading}</h1>
      <p className="mt-4 text-lg">{PRIVACY_CHOICES_PAGE.intro}</p>
      <FormMessages locale={locale}>
        <PrivacyChoicesForm
          status={status}
          locale={locale}
          copy={PRIVACY_CHOICES_PAGE}
          optOutPath={pick(locale, English.OPT_OUT_PATH, Spanish.OPT_OUT_PATH)}
        />
      </FormMessages>
      <p className="mt-8 text-sm">
        <a
          href={pick(locale, English.PRIVACY_PATH, Spanish.PRIVACY_PATH)}
          className="font-medium text-primary underline underline-offset-4"
        >
          {pick(locale, English.PRIVACY_POLICY_LINK, Spanish.PRIVACY_POLICY_LINK)}
        </a>
      </p>
    </div>
  );
}
