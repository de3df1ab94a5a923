import type { Metadata } from 'next';
import { chartAxes, pricedOptions } from '@/components/results/priced-option';
import { ResultsView } from '@/components/results/results-view';
import { ResultsError, ResultsNoCarrier, ResultsUnknown } from '@/components/results/results-states';
import { resultsTexts } from '@/components/results/results-texts';
import { RESULTS_PAGE as SPANISH_RESULTS_PAGE } from '@/content/es/home-insurance-pages';
import { RESULTS_PAGE as ENGLISH_RESULTS_PAGE } from '@/content/home-insurance-pages';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { optionsPdfHref } from '@/lib/options-pdf-href';
import { readResults } from '@/server/insurance/results';

/**
 * The metadata of a family's results, in both languages: personal results behind an
 * unguessable link are never indexed and never sent on as a referrer (decision 082), and they have
 * no canonical or hreflang alternates to point anyone at them.
 */
export function resultsMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export function resultsPageMetadata(locale: Locale): Metadata {
  return resultsMetadata(pick(locale, ENGLISH_RESULTS_PAGE, SPANISH_RESULTS_PAGE).title);
}

/**
 * /results/{assessmentId} and /es/results/{assessmentId}: the options are read here, on the server,
 * and arrive with the page (decision 166): the plans paint at once, without JavaScript too, and
 * the client component only adds comparing, selecting and confirming, with the words of the
 * page's language as props (decision 182). No loading.tsx: its streamed fallback would stay on
 * screen without JavaScript; the form shows the loading state while it opens this page.
 */
export async function ResultsPage({
  locale,
  assessmentId,
}: {
  locale: Locale;
  /** The address's id as the route parsed it; null when it is no id at all. */
  assessmentId: number | null;
}) {
  const RESULTS_PAGE = pick(locale, ENGLISH_RESULTS_PAGE, SPANISH_RESULTS_PAGE);
  const state = await readResults(assessmentId, locale);
  return (
    // The page, its headings and anchors scroll clear of the sticky site header (the router
    // scrolls the new page's first element into view after the form opens the results).
    <div className="mx-auto max-w-6xl scroll-mt-32 px-4 py-12 sm:py-16 [&_:is(h1,h2,h3,[id])]:scroll-mt-32">
      {state.status === 'loaded' && (
        <noscript>
          <p className="mb-8 rounded-md border p-4 text-center">
            {RESULTS_PAGE.noscriptIntro}{' '}
            <a className="font-medium text-primary underline" href={optionsPdfHref(assessmentId!, { locale })}>
              {RESULTS_PAGE.noscriptPdf}
            </a>{' '}
            {RESULTS_PAGE.noscriptOutro}
          </p>
        </noscript>
      )}
      {state.status === 'error' ? (
        <ResultsError locale={locale} />
      ) : state.status === 'unknown' ? (
        <ResultsUnknown locale={locale} />
      ) : state.status === 'no-carrier' ? (
        <ResultsNoCarrier locale={locale} stateName={state.stateName} />
      ) : (
        <ResultsView
          assessmentId={assessmentId ?? 0}
          options={pricedOptions(state.options, locale)}
          chartAxes={chartAxes(state.options, locale)}
          confirmedId={state.confirmedId}
          exampleRates={state.exampleRates}
          texts={resultsTexts(locale)}
        />
      )}
    </div>
  );
}
