import 'server-only';
import type { Locale } from '@/lib/i18n/locale';
import { getSiteConfig } from '../site-config';
import { findAssessmentOptions } from './assessments';
import { absoluteResultsUrl } from './links';
import { renderOptionsPdf } from './options-pdf';

/**
 * An assessment's options as a PDF (what the results page shows, the confirmed plan marked, and
 * the plan selected on the page when the visitor downloads before confirming); null for an
 * unknown id. An id that names none of the options marks nothing. Written in `locale`, the language
 * of the page it is downloaded from.
 */
export async function assessmentPdf(
  assessmentId: number,
  {
    chosenInsuranceId = null,
    generatedAt = new Date(),
    locale = 'en',
  }: { chosenInsuranceId?: string | null; generatedAt?: Date; locale?: Locale } = {},
): Promise<Uint8Array | null> {
  // Read in the PDF's language, as the results page reads it: plan names and the state.
  const found = await findAssessmentOptions(assessmentId, locale);
  if (!found) return null;
  const config = getSiteConfig();
  return renderOptionsPdf({
    assessmentId,
    options: found.options,
    selectedInsuranceId: found.selectedInsuranceId,
    chosenInsuranceId,
    stateName: found.stateName,
    exampleRates: found.exampleRates,
    contact: { phone: config.phone, email: config.email, resultsUrl: absoluteResultsUrl(assessmentId) },
    generatedAt,
    locale,
  });
}
