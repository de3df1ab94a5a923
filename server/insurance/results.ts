import 'server-only';
import { resultsStateOf, type ResultsState } from '@/lib/results-state';
import { describeError, log } from '../log';
import { findAssessmentOptions } from './assessments';

/**
 * The results page's state for an id from the address (decision 166): the error state of the
 * product specification for a malformed or unknown id and for a failed read (logged without the
 * id: the link is the key to a family's results, decision 082).
 */
export async function readResults(assessmentId: number | null): Promise<ResultsState> {
  if (assessmentId === null) return { status: 'error' };
  try {
    return resultsStateOf(await findAssessmentOptions(assessmentId));
  } catch (error) {
    log.error('results could not be read', describeError(error));
    return { status: 'error' };
  }
}
