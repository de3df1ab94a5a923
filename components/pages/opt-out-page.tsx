import { PhoneNumber } from '@/components/content/phone-number';
import { FormMessages } from '@/components/forms/form-messages';
import { OptOutForm } from '@/components/opt-out/opt-out-form';
import { Card, CardContent } from '@/components/ui/card';
import { PRIVACY_POLICY_PATH as ENGLISH_PRIVACY_POLICY_PATH } from '@/content/consent';
import { PRIVACY_POLICY_PATH as SPANISH_PRIVACY_POLICY_PATH } from '@/content/es/consent';
import { OPT_OUT_PAGE as SPANISH_OPT_OUT_PAGE } from '@/content/es/opt-out';
import { OPT_OUT_PAGE as ENGLISH_OPT_OUT_PAGE } from '@/content/opt-out';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { getSiteConfig } from '@/server/site-config';

/** The opt-out page (/opt-out and /es/opt-out, decision 124); its form gets its words from here. */
export function OptOutPage({ locale }: { locale: Locale }) {
  const OPT_OUT_PAGE = pick(locale, ENGLISH_OPT_OUT_PAGE, SPANISH_OPT_OUT_PAGE);
  const site = getSiteConfig();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{OPT_OUT_PAGE.title}</h1>
      <p className="mt-3 text-muted-foreground">{OPT_OUT_PAGE.intro}</p>
      <Card className="mt-8">
        <CardContent className="pt-6">
          <FormMessages locale={locale}>
            <OptOutForm locale={locale} copy={OPT_OUT_PAGE} />
          </FormMessages>
        </CardContent>
      </Card>
      <p className="mt-6 text-sm">
        {OPT_OUT_PAGE.byPhone}{' '}
        <a href={site.optOutPhoneHref} className="font-medium text-primary underline underline-offset-4">
          <PhoneNumber>{site.optOutPhone}</PhoneNumber>
        </a>
      </p>
      <p className="mt-2 text-sm">
        {OPT_OUT_PAGE.privacyNote}{' '}
        <a
          href={pick(locale, ENGLISH_PRIVACY_POLICY_PATH, SPANISH_PRIVACY_POLICY_PATH)}
          className="font-medium text-primary underline underline-offset-4"
        >
          {OPT_OUT_PAGE.privacyLinkText}
        </a>
        .
      </p>
    </div>
  );
}
