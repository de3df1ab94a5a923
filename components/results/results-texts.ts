import * as SpanishPages from '@/content/es/home-insurance-pages';
import * as SpanishRates from '@/content/es/home-insurance-rates';
import * as EnglishPages from '@/content/home-insurance-pages';
import * as EnglishRates from '@/content/home-insurance-rates';
import type { Locale } from '@/lib/i18n/locale';
import { pick, type Translation } from '@/lib/i18n/translation';

/**
 * The words of the interactive results screen in one language, handed by the server page to the
 * client components as props (decision 182): a Spanish page ships Spanish only. Client components
 * import the type alone (`import type`), never this module's values. Every text is a string (or a
 * template for lib/i18n/fill-template.ts): functions cannot cross to the browser as props.
 */
export interface ResultsTexts {
  locale: Locale;
  view: Translation<typeof EnglishPages.RESULTS_VIEW>;
  planCard: Translation<typeof EnglishPages.PLAN_CARD>;
  comparison: Translation<typeof EnglishPages.COMPARISON_PANEL>;
  nextSteps: Translation<typeof EnglishPages.NEXT_STEPS>;
  estimateNotice: string;
  exampleRatesNotice: string;
}

export function resultsTexts(locale: Locale): ResultsTexts {
  return {
    locale,
    view: pick(locale, EnglishPages.RESULTS_VIEW, SpanishPages.RESULTS_VIEW),
    planCard: pick(locale, EnglishPages.PLAN_CARD, SpanishPages.PLAN_CARD),
    comparison: pick(locale, EnglishPages.COMPARISON_PANEL, SpanishPages.COMPARISON_PANEL),
    nextSteps: pick(locale, EnglishPages.NEXT_STEPS, SpanishPages.NEXT_STEPS),
    ...estimateNotices(locale),
  };
}

/** What the results and the confirmation say about the figures being estimates. */
export function estimateNotices(locale: Locale) {
  return {
    estimateNotice: pick(locale, EnglishRates.ESTIMATE_NOTICE, SpanishRates.ESTIMATE_NOTICE),
    exampleRatesNotice: pick(locale, EnglishRates.EXAMPLE_RATES_NOTICE, SpanishRates.EXAMPLE_RATES_NOTICE),
  };
}

/** The loading state's words (the form shows it while the results page opens). */
export type ResultsLoadingTexts = Translation<typeof EnglishPages.RESULTS_LOADING>;
