import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { resultsMetadata } from '@/components/pages/results-page';
import { SelectionConfirmation } from '@/components/results/selection-confirmation';
import { CONFIRMATION_COPY as SPANISH_CONFIRMATION_COPY } from '@/content/es/home-insurance-confirmation';
import { CONFIRMATION_COPY as ENGLISH_CONFIRMATION_COPY } from '@/content/home-insurance-confirmation';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { findConfirmedSelection } from '@/server/insurance/assessments';
import { describeError, log } from '@/server/log';

/** The assessment id is the key to a family's results (decision 082): never indexed or a referrer. */
export function confirmedSelectionMetadata(locale: Locale): Metadata {
  return resultsMetadata(pick(locale, ENGLISH_CONFIRMATION_COPY, SPANISH_CONFIRMATION_COPY).title);
}

/**
 * /results/{assessmentId}/confirmed and its /es twin: where "Confirm Selection" leads (issue 24,
 * decision 085). Nothing confirmed yet (or an unknown id): the results page of the same language,
 * which says what it can.
 */
export async function ConfirmedSelectionPage({
  locale,
  assessmentId,
  assessmentIdParam,
}: {
  locale: Locale;
  /** The address's id as the route parsed it; null when it is no id at all. */
  assessmentId: number | null;
  /** The address's segment as it came. */
  assessmentIdParam: string;
}) {
  const confirmed =
    assessmentId === null
      ? null
      : await findConfirmedSelection(assessmentId, locale).catch((error: unknown) => {
          log.error('confirmed selection could not be read', describeError(error));
          return null;
        });
  if (!confirmed || assessmentId === null)
    redirect(localizedPath(`/results/${assessmentIdParam.replace(/[^0-9]/g, '') || '0'}`, locale));
  return (
    <div className="mx-auto max-w-6xl scroll-mt-32 px-4 py-12 sm:py-16 [&_:is(h1,h2,h3,[id])]:scroll-mt-32">
      <SelectionConfirmation locale={locale} assessmentId={assessmentId} {...confirmed} />
    </div>
  );
}
