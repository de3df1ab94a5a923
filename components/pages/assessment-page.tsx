import { AssessmentFrame } from '@/components/content/assessment-frame';
import { BrandBar, CopyrightFooter } from '@/components/content/standalone-frame';
import { BuiltInAssessment } from '@/components/health-assessment/built-in-assessment';
import { ASSESSMENT_FORM as SPANISH_ASSESSMENT_FORM } from '@/content/es/health-assessment';
import { ASSESSMENT_PAGE as SPANISH_ASSESSMENT_PAGE } from '@/content/es/surveys';
import { ASSESSMENT_FORM as ENGLISH_ASSESSMENT_FORM } from '@/content/health-assessment';
import { ASSESSMENT_PAGE as ENGLISH_ASSESSMENT_PAGE } from '@/content/surveys';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { embedAvailable } from '@/server/config/placeholders';
import { getEnv } from '@/server/env';

/**
 * The assessment page (/assessment and /es/assessment, standalone): the hosted form when one is
 * configured, else the site's own assessment; in the page's language.
 */
export function AssessmentPage({ locale }: { locale: Locale }) {
  const ASSESSMENT_PAGE = pick(locale, ENGLISH_ASSESSMENT_PAGE, SPANISH_ASSESSMENT_PAGE);
  const ASSESSMENT_FORM = pick(locale, ENGLISH_ASSESSMENT_FORM, SPANISH_ASSESSMENT_FORM);
  const env = getEnv();
  const formShown = embedAvailable(env.ASSESSMENT_FORM_URL);
  return (
    <div className="flex min-h-dvh flex-col">
      <BrandBar>
        <a href={localizedPath('/', locale)} className="text-sm text-primary underline underline-offset-4">
          {ASSESSMENT_PAGE.home}
        </a>
      </BrandBar>
      <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight">{ASSESSMENT_PAGE.heading}</h1>
        {formShown ? (
          <>
            <p className="mt-1 mb-4 text-muted-foreground">{ASSESSMENT_PAGE.intro}</p>
            <AssessmentFrame
              formUrl={env.ASSESSMENT_FORM_URL}
              scriptUrl={embedAvailable(env.FORM_EMBED_SCRIPT_URL) ? env.FORM_EMBED_SCRIPT_URL : ''}
              title={ASSESSMENT_PAGE.frameTitle}
              submitLabel={ASSESSMENT_PAGE.submit}
              sentLabel={ASSESSMENT_PAGE.sent}
            />
          </>
        ) : (
          <>
            <p className="mt-1 mb-4 text-muted-foreground">{ASSESSMENT_FORM.intro}</p>
            <BuiltInAssessment locale={locale} />
          </>
        )}
      </div>
      <CopyrightFooter locale={locale} />
    </div>
  );
}
