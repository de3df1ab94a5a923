import { localeOr } from '@/lib/i18n/locale';
import { HttpError, route } from '@/server/http/errors';
import { assessmentPdf } from '@/server/insurance/assessment-pdf';
import { optionsPdfTexts } from '@/server/insurance/options-pdf';
import { assessmentIdFromParam } from '@/server/insurance/http';

export const dynamic = 'force-dynamic';

/**
 * GET /api/insurance/options/{assessmentId}/pdf[?plan=ins_2][&lang=es]: the options as a PDF download;
 * `plan` is the option selected on the page (an option id, nothing personal), marked in the PDF;
 * `lang` the language of the page the link is on (issue 26: the Spanish results page adds lang=es).
 */
export const GET = route(async (request: Request, { params }: { params: Promise<{ assessmentId: string }> }) => {
  const assessmentId = assessmentIdFromParam((await params).assessmentId);
  const query = new URL(request.url).searchParams;
  const plan = query.get('plan');
  const locale = localeOr(query.get('lang'));
  const bytes = await assessmentPdf(assessmentId, {
    chosenInsuranceId: plan && plan.length <= 40 ? plan : null,
    locale,
  });
  if (!bytes) throw new HttpError(404, 'We could not find insurance options for that assessment.');
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${optionsPdfTexts(locale).fileName(assessmentId)}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
});
