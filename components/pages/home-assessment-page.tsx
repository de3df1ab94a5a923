import { PhoneNumber } from '@/components/content/phone-number';
import { FormMessages } from '@/components/forms/form-messages';
import { HomeAssessmentForm, type HomeAssessmentFormTexts } from '@/components/home-assessment/home-assessment-form';
import { Card, CardContent } from '@/components/ui/card';
import {
  HOME_ASSESSMENT_FORM as SPANISH_HOME_ASSESSMENT_FORM,
  HOME_ASSESSMENT_PAGE as SPANISH_HOME_ASSESSMENT_PAGE,
  RESULTS_LOADING as SPANISH_RESULTS_LOADING,
} from '@/content/es/home-insurance-pages';
import { CONSTRUCTION_TYPES as SPANISH_CONSTRUCTION_TYPES } from '@/content/es/home-insurance-rates';
import {
  HOME_ASSESSMENT_FORM as ENGLISH_HOME_ASSESSMENT_FORM,
  HOME_ASSESSMENT_PAGE as ENGLISH_HOME_ASSESSMENT_PAGE,
  RESULTS_LOADING as ENGLISH_RESULTS_LOADING,
} from '@/content/home-insurance-pages';
import {
  CONSTRUCTION_TYPES as ENGLISH_CONSTRUCTION_TYPES,
  PREFERRED_DEDUCTIBLES,
} from '@/content/home-insurance-rates';
import { formatUsd } from '@/lib/currency';
import type { Locale } from '@/lib/i18n/locale';
import { stateSelectProps } from '@/lib/i18n/state-names';
import { pick } from '@/lib/i18n/translation';
import { pageMetadata } from '@/lib/page-metadata';
import { formConsentWording } from '@/server/consent-wording';
import { getSiteConfig } from '@/server/site-config';

export function homeAssessmentMetadata(locale: Locale) {
  const page = pick(locale, ENGLISH_HOME_ASSESSMENT_PAGE, SPANISH_HOME_ASSESSMENT_PAGE);
  return pageMetadata('/home-assessment', { title: page.title, description: page.description }, locale);
}

/** /home-assessment and /es/home-assessment: the home-insurance assessment, in the page's language. */
export function HomeAssessmentPage({ locale }: { locale: Locale }) {
  const page = pick(locale, ENGLISH_HOME_ASSESSMENT_PAGE, SPANISH_HOME_ASSESSMENT_PAGE);
  const texts: HomeAssessmentFormTexts = {
    form: pick(locale, ENGLISH_HOME_ASSESSMENT_FORM, SPANISH_HOME_ASSESSMENT_FORM),
    constructionTypes: pick(locale, ENGLISH_CONSTRUCTION_TYPES, SPANISH_CONSTRUCTION_TYPES),
    loading: pick(locale, ENGLISH_RESULTS_LOADING, SPANISH_RESULTS_LOADING),
    // Formatted here: a currency formatter in the browser costs its locale data while the page loads.
    deductibles: PREFERRED_DEDUCTIBLES.map((value) => ({ value, label: formatUsd(value, locale) })),
  };
  const config = getSiteConfig();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
      <p className="mt-3 text-muted-foreground">
        {page.intro}{' '}
        <a className="font-medium text-primary underline" href={config.phoneHref}>
          <PhoneNumber>{config.phone}</PhoneNumber>
        </a>
        .
      </p>
      <Card className="mt-10">
        <CardContent className="pt-6">
          <FormMessages locale={locale}>
            {/* The consent's words are the record's (server/consent-wording.ts): the same in both
                languages until the consent has a Spanish wording of its own. */}
            <HomeAssessmentForm
              consent={formConsentWording('home_assessment', locale)}
              locale={locale}
              texts={texts}
              {...stateSelectProps(locale, 'code')}
            />
          </FormMessages>
        </CardContent>
      </Card>
    </div>
  );
}
