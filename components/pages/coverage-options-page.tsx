import { Mail } from 'lucide-react';
import { ConfiguredLink } from '@/components/content/external-link';
import { CoverageOptionCards } from '@/components/home/home-sections';
import { buttonVariants } from '@/components/ui/button';
import { COVERAGE_OPTIONS as SPANISH_COVERAGE_OPTIONS } from '@/content/es/home';
import { COVERAGE_OPTIONS_PAGE as SPANISH_COVERAGE_OPTIONS_PAGE } from '@/content/es/pages';
import { COVERAGE_OPTIONS as ENGLISH_COVERAGE_OPTIONS } from '@/content/home';
import { COVERAGE_OPTIONS_PAGE as ENGLISH_COVERAGE_OPTIONS_PAGE } from '@/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { surveyLinkInLanguage } from '@/lib/i18n/twin-path';
import { pick } from '@/lib/i18n/translation';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';

/** The coverage options page (/coverage-options and /es/coverage-options), in the page's language. */
export function CoverageOptionsPage({ locale }: { locale: Locale }) {
  const COVERAGE_OPTIONS_PAGE = pick(locale, ENGLISH_COVERAGE_OPTIONS_PAGE, SPANISH_COVERAGE_OPTIONS_PAGE);
  const COVERAGE_OPTIONS = pick(locale, ENGLISH_COVERAGE_OPTIONS, SPANISH_COVERAGE_OPTIONS);
  const surveyUrl = getEnv().EXTERNAL_SURVEY_URL;
  const { email, baseUrl } = getSiteConfig();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <div className="mx-auto mb-12 max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">{COVERAGE_OPTIONS_PAGE.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{COVERAGE_OPTIONS_PAGE.intro}</p>
      </div>
      <CoverageOptionCards
        locale={locale}
        surveyUrl={surveyUrl}
        baseUrl={baseUrl}
        getStarted="new-tab"
        headingLevel={2}
      />
      <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ConfiguredLink
          locale={locale}
          href={surveyLinkInLanguage(surveyUrl, locale)}
          baseUrl={baseUrl}
          className={buttonVariants({ size: 'lg' })}
        >
          {COVERAGE_OPTIONS.startAssessment}
        </ConfiguredLink>
        <a href={`mailto:${email}`} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          <Mail aria-hidden="true" />
          {COVERAGE_OPTIONS_PAGE.emailUs}
        </a>
      </div>
    </div>
  );
}
