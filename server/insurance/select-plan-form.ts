import 'server-only';
import { localeOr, localizedPath } from '@/lib/i18n/locale';
import { HttpError, isClientAbort, route } from '../http/errors';
import { runSubmission } from '../http/guarded-submission';
import { readLimitedText } from '../http/json-body';
import { refusalPage } from '../http/refusal-page';
import { selectionSubmission } from './submission';

/** Three short fields; anything longer is no form of ours. */
const FORM_LIMIT_BYTES = 4 * 1024;

/**
 * POST /api/insurance/select/form: a plan chosen on the results page without JavaScript (its card's
 * button posts the results' form), on the same guarded path as POST /api/insurance/select. The
 * choice is confirmed at once and the answer is a 303 to the confirmation page in the page's
 * language, so a reload confirms nothing again. A route rather than a server action: the results
 * page sends no referrer (decision 082), so its posts carry `Origin: null`, which Next.js refuses
 * for an action; the wrapper's cross-site check reads `Sec-Fetch-Site` instead. A refusal (the rate
 * limit, a plan the assessment does not have) is the short refusal page, with its reason.
 */
export const selectPlanFormRoute = route(async (request) => {
  const fields = new URLSearchParams(await readLimitedText(request, FORM_LIMIT_BYTES));
  const locale = localeOr(fields.get('language'));
  // The form posts text; the API's schema reads the id as the number it is and refuses anything else.
  const assessmentId = fields.get('assessmentId') ? Number(fields.get('assessmentId')) : NaN;
  try {
    await runSubmission(selectionSubmission, { headers: request.headers }, async () => ({
      fields: { assessmentId, insuranceId: fields.get('insuranceId') ?? undefined },
      extra: undefined,
    }));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status === 403 || isClientAbort(error, request)) throw error;
    const page = refusalPage(
      'Error',
      'There was a problem saving your selection. Please try again.',
      "Please use your browser's Back button to return to the form.",
      locale,
    );
    return new Response(page, {
      status: error.status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: localizedPath(`/results/${assessmentId}/confirmed`, locale), 'Cache-Control': 'no-store' },
  });
});
