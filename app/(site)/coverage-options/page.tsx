import { Mail } from 'lucide-react';
import { ConfiguredLink } from '@/components/content/external-link';
import { CoverageOptionCards } from '@/components/home/home-sections';
import { buttonVariants } from '@/components/ui/button';
import { COVERAGE_OPTIONS } from '@/content/home';
import { COVERAGE_OPTIONS_PAGE } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';

export const metadata = pageMetadata('/coverage-options', {
  title: COVERAGE_OPTIONS_PAGE.title,
  description: COVERAGE_OPTIONS_PAGE.description,
});

export default function CoverageOptionsPage() {
  const surveyUrl = getEnv().EXTERNAL_SURVEY_URL;
  const { email, baseUrl } = getSiteConfig();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <div className="mx-auto mb-12 max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">{COVERAGE_OPTIONS_PAGE.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{COVERAGE_OPTIONS_PAGE.intro}</p>
      </div>
      <CoverageOptionCards surveyUrl={surveyUrl} baseUrl={baseUrl} getStarted="new-tab" headingLevel={2} />
      <div className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ConfiguredLink href={surveyUrl} baseUrl={baseUrl} className={buttonVariants({ size: 'lg' })}>
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
