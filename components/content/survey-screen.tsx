import { BrandBar, CopyrightFooter } from '@/components/content/standalone-frame';
import { BuiltInAssessment } from '@/components/health-assessment/built-in-assessment';
import { SURVEY_PAGE } from '@/content/surveys';
import { embedAvailable } from '@/server/config/placeholders';

/**
 * A survey landing variant: the configured survey widget in a full-height frame (or, when none is
 * configured, the site's own assessment, docs/decisions/091), and the copyright footer. Inside the site layout
 * (`standalone` false) the site's header and footer take the place
 * of the brand bar and the copyright line.
 */
export function SurveyScreen({ url, standalone = true }: { url: string; standalone?: boolean }) {
  return (
    <div className={standalone ? 'flex min-h-dvh flex-col' : 'flex flex-col'}>
      {standalone && <BrandBar />}
      <div className="mx-auto w-full max-w-5xl px-4 pt-4">
        <h1 className="text-2xl font-bold tracking-tight">{SURVEY_PAGE.heading}</h1>
        <p className="mt-1 text-muted-foreground">{SURVEY_PAGE.intro}</p>
      </div>
      <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-4">
        {embedAvailable(url) ? (
          <iframe src={url} title={SURVEY_PAGE.frameTitle} className="min-h-[70vh] w-full flex-1 rounded-xl border" />
        ) : (
          <BuiltInAssessment />
        )}
      </div>
      {standalone && <CopyrightFooter />}
    </div>
  );
}
