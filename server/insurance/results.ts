import 'server-only';
import type { Locale } from '@/lib/i18n/locale';
import { resultsStateOf, type ResultsState } from '@/lib/results-state';
import { describeError, log } from '../log';
import { findAssessmentOptions } from './assessments';

/**
 * The results page's state for an id from the address (decision 166): a malformed or unknown id
 * is the unknown-link state (the visitor is told so and offered a new assessment, issue 24); a
 * failed read is the error state of the product specification (logged without the id: the link
 * is the key to a family's results, decision 082).
 */
export async function readResults(assessmentId: number | null, locale: Locale = 'en'): Promise<ResultsState> {
  if (assessmentId === null) return { status: 'unknown' };
  try {
    return resultsStateOf(await findAssessmentOptions(assessmentId, locale));
  } catch (error) {
    log.error('results could not be read', describeError(error));
    return { status: 'error' };
  }
}
