import Link from 'next/link';
import { AssessmentFrame } from '@/components/content/assessment-frame';
import { BrandBar, CopyrightFooter } from '@/components/content/standalone-frame';
import { BuiltInAssessment } from '@/components/health-assessment/built-in-assessment';
import { ASSESSMENT_FORM } from '@/content/health-assessment';
import { ASSESSMENT_PAGE } from '@/content/surveys';
import { pageMetadata } from '@/lib/page-metadata';
import { embedAvailable } from '@/server/config/placeholders';
import { getEnv } from '@/server/env';

export const metadata = pageMetadata('/assessment', {
  title: ASSESSMENT_PAGE.title,
  description: ASSESSMENT_PAGE.description,
});

export default function AssessmentPage() {
  const env = getEnv();
  const formShown = embedAvailable(env.ASSESSMENT_FORM_URL);
  return (
    <div className="flex min-h-dvh flex-col">
      <BrandBar>
        <Link href="/" className="text-sm text-primary underline underline-offset-4">
          Home
        </Link>
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
            <BuiltInAssessment />
          </>
        )}
      </div>
      <CopyrightFooter />
    </div>
  );
}
